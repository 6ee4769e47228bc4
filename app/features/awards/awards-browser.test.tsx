import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AwardsBrowser } from "./awards-browser";
import type { AwardItem } from "./award-card";

const award = (n: number, year: number): AwardItem => ({
  id: `award-${year}-${n}`,
  title: `Award ${n} of ${year}`,
  awardedBy: `Jury ${n}`,
  description: "A description long enough to read like a real award citation.",
  year,
  image: { src: "/images/award.webp", width: 1200, height: 900 },
});
const awards = [...[1, 2, 3, 4, 5, 6].map((n) => award(n, 2024)), award(1, 2023)];
const years = [2024, 2023, 2022];

describe("AwardsBrowser", () => {
  it("starts on the first year with four cards and names how many SHOW MORE adds", () => {
    render(<AwardsBrowser awards={awards} years={years} />);
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByRole("button", { name: "SHOW MORE (2 more awards)" })).toBeInTheDocument();
    expect(screen.getByText("Awarded by Jury 1")).toBeInTheDocument();
  });

  it("reveals the rest, hides SHOW MORE and focuses the first revealed card", async () => {
    render(<AwardsBrowser awards={awards} years={years} />);
    await userEvent.click(screen.getByRole("button", { name: /SHOW MORE/ }));
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.queryByRole("button", { name: /SHOW MORE/ })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Award 5 of 2024" })).toHaveFocus();
  });

  it("collapses again after a change of year", async () => {
    render(<AwardsBrowser awards={awards} years={years} />);
    await userEvent.click(screen.getByRole("button", { name: /SHOW MORE/ }));
    await userEvent.selectOptions(screen.getByLabelText("Year"), "2023");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "2024" }));
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByRole("button", { name: "2024" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says so when a year has no awards", async () => {
    render(<AwardsBrowser awards={awards} years={years} />);
    await userEvent.click(screen.getByRole("button", { name: "2022" }));
    expect(screen.getByText("No awards found for 2022")).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});
