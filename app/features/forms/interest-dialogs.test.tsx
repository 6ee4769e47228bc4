import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import AcademyInterestDialog from "./academy-interest-dialog";
import CareerInterestDialog from "./career-interest-dialog";

beforeAll(() => {
  // jsdom has no modal dialogs; these stand-ins only toggle the open attribute the browser would set.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => cleanup());

describe("interest dialogs", () => {
  it("titles the career dialog with the position and shows its form while open", () => {
    render(
      <CareerInterestDialog open onClose={() => {}} vacancy={{ slug: "data-scientist", position: "Data Scientist" }} />,
    );
    expect(screen.getByRole("dialog", { name: "Apply for Data Scientist" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit application" })).toBeInTheDocument();
  });

  it("renders no form while the career dialog is closed", () => {
    render(
      <CareerInterestDialog
        open={false}
        onClose={() => {}}
        vacancy={{ slug: "data-scientist", position: "Data Scientist" }}
      />,
    );
    expect(screen.queryByRole("button", { name: "Submit application", hidden: true })).not.toBeInTheDocument();
  });

  it("titles the academy dialog and limits it to 48rem", () => {
    render(<AcademyInterestDialog open onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Register Your Interest in the Academy" });
    expect(dialog.getAttribute("style")).toContain("max-width: 48rem");
    expect(screen.getByRole("button", { name: "Register interest" })).toBeInTheDocument();
  });
});
