import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Badge } from "./badge";

it("shows the level as passed, with the chosen tone and the caller's class", () => {
  render(
    <Badge tone="accent" className="mt-2">
      Mid-Senior
    </Badge>,
  );
  const badge = screen.getByText("Mid-Senior");
  expect(badge.tagName).toBe("SPAN");
  expect(badge).toHaveClass("bg-accent-100", "mt-2");
});

it("uses the brand tone by default", () => {
  render(<Badge>Senior</Badge>);
  expect(screen.getByText("Senior")).toHaveClass("bg-brand-100");
});
