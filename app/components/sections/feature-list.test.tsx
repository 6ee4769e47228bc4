import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeatureList, type FeatureItem } from "./feature-list";
import { stubObserver } from "~test/render";

afterEach(() => vi.unstubAllGlobals());

const features: FeatureItem[] = [
  {
    icon: "brain-circuit",
    title: "AI & Machine Learning",
    description: "Forecasts that tell every kitchen what it needs.",
  },
  {
    icon: "leaf",
    title: "Sustainability Focus",
    description: "Fuller trucks and smarter routes cut emissions.",
  },
  { icon: "chef-hat", title: "Cloud Kitchens", description: "Supply built for delivery-only kitchens." },
  { icon: "bot", title: "Automation & Robotics", description: "Robots that pick while people plan." },
];

describe("FeatureList", () => {
  it("lists every feature with its heading and description in a 1/2/4 grid", () => {
    render(<FeatureList features={features} />);
    const list = screen.getByRole("list");
    expect(list).toHaveClass("grid", "sm:grid-cols-2", "lg:grid-cols-4");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      features.map((feature) => feature.title),
    );
    expect(screen.getByText("Robots that pick while people plan.")).toBeVisible();
  });

  it("fades the items in, one after another, once the list is in view", () => {
    const { intersect } = stubObserver();
    render(<FeatureList features={features} />);
    const items = screen.getAllByRole("listitem");
    intersect(false);
    items.forEach((item) => expect(item).toHaveAttribute("data-revealed", "false"));
    expect(items[3]).toHaveClass("reveal-fade-up");
    expect(items[3]!.style.getPropertyValue("--reveal-delay")).toBe("300ms");
    intersect();
    items.forEach((item) => expect(item).toHaveAttribute("data-revealed", "true"));
  });

  it("animates its icons only when motion is welcome", () => {
    const { container } = render(<FeatureList features={features} />);
    const badge = container.querySelector("svg")!.parentElement!;
    expect(badge.className).toContain("motion-safe:group-hover:scale-110");
    expect(badge.className).not.toMatch(/(^|\s)group-hover:/);
  });
});
