import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TestimonialCarousel } from "./testimonial-carousel";
import { imageSet } from "~test/render";

// jsdom cannot measure layout: the swipe engine is replaced by one that does nothing.
vi.mock("embla-carousel", () => ({
  default: () => ({ on: () => ({ on() {} }), off: () => ({ off() {} }), destroy() {}, selectedScrollSnap: () => 0 }),
}));

const items = [
  {
    name: "Route Planning Team",
    designation: "Logistics Engineering",
    talk: "Every night we plan thousands of delivery routes in under ten minutes.",
    images: imageSet("team-route-planning"),
  },
  {
    name: "Ordering Platform Team",
    designation: "Customer Engineering",
    talk: "Chefs order at midnight, so our platform never sleeps.",
    images: imageSet("team-ordering"),
  },
];

describe("TestimonialCarousel", () => {
  it("puts each talk with its speaker in a labelled slide", () => {
    render(<TestimonialCarousel label="Team talks" items={items} />);
    const carousel = screen.getByRole("region", { name: "Team talks" });
    const first = within(carousel).getByRole("group", { name: "1 of 2" });
    expect(within(first).getByText(items[0]!.talk).closest("blockquote")).toBeInTheDocument();
    expect(within(first).getByText("Route Planning Team")).toBeVisible();
    expect(within(first).getByText("Logistics Engineering")).toBeVisible();
  });

  it("captions each quote with its speaker, the caption last in its figure as HTML requires", () => {
    render(<TestimonialCarousel label="Team talks" items={items} />);
    const first = screen.getByRole("group", { name: "1 of 2" });
    const figure = within(first).getByRole("figure");
    expect(within(figure).getByText(items[0]!.talk)).toBeInTheDocument();
    expect(figure.lastElementChild?.tagName).toBe("FIGCAPTION");
    expect(figure.lastElementChild).toHaveTextContent("Route Planning TeamLogistics Engineering");
  });

  it("uses a picture per breakpoint for every slide", () => {
    const { container } = render(<TestimonialCarousel label="Team talks" items={items} />);
    expect(container.querySelectorAll("picture")).toHaveLength(2);
    expect(container.querySelectorAll("source")).toHaveLength(4);
  });

  it("starts on the first slide with Previous unavailable", () => {
    render(<TestimonialCarousel label="Team talks" items={items} />);
    expect(screen.getByRole("button", { name: "Previous slide" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Next slide" })).toHaveAttribute("aria-disabled", "false");
  });
});
