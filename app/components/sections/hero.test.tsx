import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Hero } from "./hero";
import { renderInRouter } from "./test-helpers";

describe("Hero", () => {
  it("shows its title, text and actions, the first as the main call to action", async () => {
    renderInRouter(
      <Hero
        title="Build what feeds the world"
        text="Ordering, logistics and data for kitchens everywhere."
        actions={[
          { label: "Current Job Openings", to: "/careers" },
          { label: "Meet the teams", to: "/about" },
        ]}
      />,
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Build what feeds the world" })).toBeVisible();
    expect(screen.getByText("Ordering, logistics and data for kitchens everywhere.")).toBeVisible();
    const main = screen.getByRole("link", { name: "Current Job Openings" });
    expect(main).toHaveAttribute("href", "/careers");
    expect(main).toHaveClass("bg-accent-600");
    expect(screen.getByRole("link", { name: "Meet the teams" })).toHaveClass("bg-transparent");
  });

  it("has a lighter secondary variant and can be the page h1", async () => {
    const { container } = renderInRouter(<Hero variant="secondary" as="h1" title="Careers" text="Find your team." />);
    expect(await screen.findByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    expect(container.querySelector("section")).toHaveClass("bg-brand-50");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
