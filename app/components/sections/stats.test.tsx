import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stats, formatStat } from "./stats";

const homeStats = [
  { title: "FY24 Revenue", prepender: "$", count: "78.8", appender: "B" },
  { title: "Customers", prepender: "", count: "730", appender: "K+" },
  { title: "Employees", prepender: "", count: "76", appender: "K+" },
];

describe("formatStat", () => {
  it("frames the count as the loader shows it", () => {
    expect(formatStat(homeStats[0]!)).toBe("$78.8B");
    expect(formatStat({ title: "Total Donations", prepender: "$", count: "136,337" })).toBe("$136,337");
    expect(formatStat({ title: "Phases", count: "14" })).toBe("14");
  });
});

describe("Stats", () => {
  it("pairs each title with its figure as a description list", () => {
    render(<Stats stats={homeStats} />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["FY24 Revenue", "Customers", "Employees"]);
    const figures = screen.getAllByRole("definition");
    expect(figures).toHaveLength(3);
  });

  it("gives screen readers the full figure once and hides the rolling copies", () => {
    render(<Stats stats={homeStats} />);
    const revenue = screen.getAllByRole("definition")[0]!;
    const visibleToReaders = within(revenue)
      .getAllByText("$78.8B")
      .filter((node) => !node.closest("[aria-hidden=true]"));
    expect(visibleToReaders).toHaveLength(1);
    expect(revenue.querySelector("[aria-hidden=true]")).toHaveTextContent("$78.8B$78.8B");
  });

  it("rolls the figure on hover only when motion is welcome", () => {
    render(<Stats stats={homeStats} />);
    const roller = screen.getAllByRole("definition")[0]!.querySelector("[aria-hidden=true] > span")!;
    expect(roller).toHaveClass("motion-safe:group-hover:-translate-y-1/2", "duration-300");
    expect(roller.className).not.toMatch(/(^|\s)group-hover:/);
  });
});
