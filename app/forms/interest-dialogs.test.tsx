import { act, cleanup, configure, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { paths } from "~/config/paths";
import { applyDialog } from "./apply-dialog";
import { InterestDialog } from "./interest-dialog";

// The form's code loads lazily; on a machine shared with other test runs that can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  // jsdom has no modal dialogs; these stand-ins only toggle the open attribute the browser would set.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  act(() => applyDialog.close());
  cleanup();
});

/** The dialogs read `?error=` from the router. */
const renderAt = (element: React.ReactNode, url = "/careers/data-scientist") =>
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }], { initialEntries: [url] })} />);

// The forms load lazily, the application with its drop zone: slow in jsdom on a busy machine.
describe("interest dialogs", { timeout: 20_000 }, () => {
  it("titles the career dialog with the position and shows its form while open", async () => {
    act(() => applyDialog.open());
    renderAt(<InterestDialog form="career-interest" slug="data-scientist" position="Data Scientist" />);
    expect(await screen.findByRole("dialog", { name: "Apply for Data Scientist" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Submit application" })).toBeInTheDocument();
  });

  it("keeps the application form in the closed dialog at #apply, posting to the forms API with the vacancy", async () => {
    const { container } = renderAt(
      <InterestDialog form="career-interest" slug="data-scientist" position="Data Scientist" />,
    );
    await screen.findByRole("button", { name: "Submit application", hidden: true });
    expect(container.querySelector("dialog")).toHaveAttribute("id", "apply");
    expect(container.querySelector("dialog")).not.toHaveAttribute("open");
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", "/api/forms/career-interest");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("enctype", "multipart/form-data");
    expect(form.querySelector('input[name="vacancy"]')).toHaveValue("data-scientist");
  });

  it("lists the fields a post made without script came back for above the form", async () => {
    act(() => applyDialog.open());
    renderAt(
      <InterestDialog form="career-interest" slug="data-scientist" position="Data Scientist" />,
      "/careers/data-scientist?error=cv",
    );
    expect(await screen.findByRole("link", { name: /^CV: Attach your CV/ })).toHaveAttribute(
      "href",
      "#career-interest-cv",
    );
  });

  it("titles the academy dialog and limits it to 48rem", async () => {
    act(() => applyDialog.open());
    renderAt(<InterestDialog form="academy-interest" />, paths.academy());
    const dialog = await screen.findByRole("dialog", { name: "Register Your Interest in the Academy" });
    expect(dialog.getAttribute("style")).toContain("max-width: 48rem");
    expect(await screen.findByRole("button", { name: "Register interest" })).toBeInTheDocument();
  });
});
