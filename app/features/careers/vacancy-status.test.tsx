import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closingOf } from "./closing";
import { VacancyActions, VacancyAsideActions } from "./vacancy-status";

const built = { position: "Data Scientist", open: true, ...closingOf("2027-01-31") };

function renderStatus(vacancy = built) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <header>
            <VacancyActions vacancy={vacancy} />
          </header>
          <aside>
            <VacancyAsideActions vacancy={vacancy} />
          </aside>
        </>
      ),
    },
  ]);
  render(<Stub />);
}

describe("a vacancy's apply actions", () => {
  afterEach(() => vi.useRealTimers());

  it("offer Apply Now and the closing date while the role is open", async () => {
    vi.useFakeTimers({ now: Date.parse("2027-01-31T23:59:00+05:30"), toFake: ["Date"] });
    renderStatus();
    expect(await screen.findAllByRole("button", { name: "Apply Now" })).toHaveLength(2);
    expect(screen.getByText("Apply by 31 January 2027")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("say the role has closed once its closing date has ended, and lead to the open roles and the alerts", async () => {
    vi.useFakeTimers({ now: Date.parse("2027-02-01T00:00:00+05:30"), toFake: ["Date"] });
    renderStatus();
    expect(await screen.findByRole("note")).toHaveTextContent(
      "This role has closed (applications closed on 31 January 2027).",
    );
    expect(screen.queryByRole("button", { name: "Apply Now" })).not.toBeInTheDocument();
    expect(screen.getByText("Applications closed on 31 January 2027")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all open roles" })).toHaveAttribute("href", "/careers");
    for (const link of screen.getAllByRole("link", { name: "Sign up for vacancy alerts" }))
      expect(link).toHaveAttribute("href", "/vacancy-alerts");
  });

  it("show a role closed at the build as closed whatever the clock says", async () => {
    renderStatus({ ...built, open: false, ...closingOf("2026-09-30") });
    expect(await screen.findByRole("note")).toHaveTextContent("applications closed on 30 September 2026");
    expect(screen.queryByRole("button", { name: "Apply Now" })).not.toBeInTheDocument();
  });
});
