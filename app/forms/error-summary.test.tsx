import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary, errorFieldsIn, useErrorFields } from "./error-summary";
import { fieldId, formId } from "./field-ids";

afterEach(() => cleanup());

describe("errorFieldsIn", () => {
  it("reads the field names of ?error=, once each", () => {
    expect(errorFieldsIn("?error=email,firstName,email")).toEqual(["email", "firstName"]);
  });
  it("ignores anything that is not a field name", () => {
    expect(errorFieldsIn("?error=<script>,phone,")).toEqual(["phone"]);
    expect(errorFieldsIn("")).toEqual([]);
  });
  it("reads a vacancy's question by its wire name", () => {
    expect(errorFieldsIn("?error=email,question-notice-period")).toEqual(["email", "question-notice-period"]);
  });
});

function Page() {
  const fields = useErrorFields();
  return (
    <>
      <ErrorSummary form="contact" fields={fields} />
      <form id={formId("contact")}>
        <label htmlFor={fieldId("contact", "email")}>Email</label>
        <input id={fieldId("contact", "email")} />
        <button type="submit">Send</button>
      </form>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "/contact", element: <Page /> }], { initialEntries: [url] })}
    />,
  );

describe("ErrorSummary", () => {
  it("lists the fields a post came back for, linked to them, and takes focus", async () => {
    renderAt("/contact?error=email,website");
    const summary = await screen.findByRole("heading", { name: "Nothing was sent yet" });
    expect(summary.parentElement).toHaveFocus();
    const link = screen.getByRole("link", { name: /^Email: Enter a valid email address/ });
    expect(link).toHaveAttribute("href", `#${fieldId("contact", "email")}`);
    // A field the form does not show is still mentioned, without a link.
    expect(screen.getByText("Check the form and send it again")).toBeInTheDocument();
  });

  it("moves focus into the field its link names", async () => {
    const user = userEvent.setup();
    renderAt("/contact?error=email");
    await user.click(await screen.findByRole("link", { name: /^Email:/ }));
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
  });

  it("says nothing without ?error=", () => {
    renderAt("/contact");
    expect(screen.queryByRole("heading", { name: "Nothing was sent yet" })).not.toBeInTheDocument();
  });
});

describe("ErrorSummary of a vacancy's questions", () => {
  const visa = { id: "visa", label: "Do you need a visa?", type: "yesno", required: true } as const;
  const visaId = fieldId("career-interest", "question-visa");

  function Application() {
    return (
      <>
        <ErrorSummary form="career-interest" fields={useErrorFields()} questions={[visa]} />
        <form id={formId("career-interest")}>
          <fieldset id={visaId}>
            <legend>{visa.label}</legend>
            <input type="radio" id={`${visaId}-yes`} name="question-visa" value="yes" aria-label="Yes" />
            <input type="radio" id={`${visaId}-no`} name="question-visa" value="no" aria-label="No" />
          </fieldset>
        </form>
      </>
    );
  }

  it("names a question left empty by its label, and its link moves focus to its first choice", async () => {
    const user = userEvent.setup();
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: "/careers/:slug", element: <Application /> }], {
          initialEntries: ["/careers/software-engineer?error=question-visa"],
        })}
      />,
    );
    const link = await screen.findByRole("link", { name: "Do you need a visa?: Choose Yes or No" });
    expect(link).toHaveAttribute("href", `#${visaId}`);
    expect(screen.queryByText("Check the form and send it again")).not.toBeInTheDocument();
    await user.click(link);
    expect(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();
  });
});
