import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closesAt } from "./closing";
import type { VacancySummary } from "./vacancy-summary";
import { DisciplineRoles } from "./discipline-roles";

const role: VacancySummary = {
  slug: "ux-designer",
  position: "UX Designer",
  department: "Design",
  level: "Senior",
  summary: "Shape the tools buyers use every day.",
  workplaceType: "hybrid",
  employmentType: "FULL_TIME",
  datePosted: "2026-10-01",
  cities: "Colombo",
  closesAt: closesAt("2026-12-01"),
};

const Roles = createRoutesStub([{ path: "/", Component: () => <DisciplineRoles title="UI/UX" vacancies={[role]} /> }]);

describe("a discipline's open roles on the visitor's clock", () => {
  afterEach(() => vi.useRealTimers());

  it("lists a role while it is open", () => {
    vi.useFakeTimers({ now: Date.parse("2026-12-01T23:00:00+05:30"), toFake: ["Date"] });
    render(<Roles />);
    expect(screen.getByRole("heading", { name: "UX Designer" })).toBeInTheDocument();
    expect(screen.queryByText("No open roles in UI/UX right now")).not.toBeInTheDocument();
  });

  it("says there are none, instead of a heading over an empty list, once every role has closed", () => {
    vi.useFakeTimers({ now: Date.parse("2026-12-02T00:00:00+05:30"), toFake: ["Date"] });
    render(<Roles />);
    expect(screen.queryByRole("heading", { name: "UX Designer" })).not.toBeInTheDocument();
    expect(screen.getByText("No open roles in UI/UX right now")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up for vacancy alerts" })).toBeInTheDocument();
  });
});
