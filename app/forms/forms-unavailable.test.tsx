import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { FormsUnavailable, unavailableForm } from "./forms-unavailable";

afterEach(() => cleanup());

describe("FormsUnavailable", () => {
  it("says sending is not available here and offers the form's inbox as a mail link, with no form or button", () => {
    const { container } = render(<FormsUnavailable form="contact" />);
    expect(screen.getByText("Messages cannot be sent from this copy of the site")).toBeInTheDocument();
    expect(screen.getByText(/Sending is not available on this copy of the site\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.contact.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.contact.supportEmail}`,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("form")).toBeNull();
  });

  it("sends applications, academy registrations and alert sign-ups to the careers inbox", () => {
    for (const form of ["career-interest", "academy-interest", "vacancy-alerts"] as const) {
      render(<FormsUnavailable form={form} />);
      expect(screen.getByRole("link", { name: site.contact.careersEmail })).toHaveAttribute(
        "href",
        `mailto:${site.contact.careersEmail}`,
      );
      cleanup();
    }
    render(<FormsUnavailable form="career-interest" />);
    expect(screen.getByText("Applications cannot be sent from this copy of the site")).toBeInTheDocument();
  });

  it("stands in for a form component, whatever props that one takes", () => {
    const Stand = unavailableForm<{ position: string }>("academy-interest");
    render(<Stand position="Data Scientist" />);
    expect(screen.getByText("Registrations cannot be sent from this copy of the site")).toBeInTheDocument();
  });
});
