import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedTitle } from "./highlighted-title";

describe("HighlightedTitle", () => {
  it("colours special segments and keeps the words apart in the accessible name", () => {
    render(
      <HighlightedTitle
        title={[
          [{ text: "Revolutionising the " }, { text: "Global Foodservice ", special: true }],
          [{ text: "Industry" }],
        ]}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Revolutionising the Global Foodservice Industry" }),
    ).toBeVisible();
    expect(screen.getByText("Global Foodservice")).toHaveClass("text-accent-600");
  });

  it("uses a lighter accent on dark backgrounds and accepts plain text", () => {
    render(<HighlightedTitle title={[[{ text: "GLO", special: true }]]} tone="dark" as="h3" />);
    expect(screen.getByRole("heading", { level: 3, name: "GLO" }).querySelector(".text-accent-300")).toHaveTextContent(
      "GLO",
    );
  });

  it("renders a plain string title as one line", () => {
    render(<HighlightedTitle title="Our Story" as="h1" />);
    expect(screen.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
  });
});
