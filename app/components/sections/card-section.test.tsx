import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardSection } from "./card-section";
import { imageSet, renderInRouter } from "~test/render";

const cards = [
  {
    title: "Sustainability",
    description: "How our people and our software cut food waste.",
    images: imageSet("sustainability"),
    link: { href: "/sustainability", label: "Learn More" },
  },
  { title: "Our Awards", description: "Recognition for our products and our workplace.", images: imageSet("awards") },
];

describe("CardSection", () => {
  it("shows each card's title and description in a two-column list", async () => {
    renderInRouter(<CardSection cards={cards} />);
    const list = await screen.findByRole("list");
    expect(list).toHaveClass("md:grid-cols-2");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 2, name: "Our Awards" })).toBeVisible();
    expect(screen.getByText("Recognition for our products and our workplace.")).toBeVisible();
  });

  it("names each link after its card and leaves out links a card does not have", async () => {
    renderInRouter(<CardSection title="More about us" cards={cards} />);
    const link = await screen.findByRole("link", { name: "Learn More about Sustainability" });
    expect(link).toHaveAttribute("href", "/sustainability");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 3, name: "Sustainability" })).toBeVisible();
  });

  it("uses the card thresholds and a 466 px desktop height", async () => {
    const { container } = renderInRouter(<CardSection cards={cards} />);
    await screen.findByRole("list");
    const media = Array.from(container.querySelectorAll("source")).map((source) => source.getAttribute("media"));
    expect(media.slice(0, 2)).toEqual(["(min-width: 1024px)", "(min-width: 640px)"]);
    expect(container.querySelector("img")).toHaveClass("lg:h-[466px]");
  });

  it("shows the placeholder when an image fails", async () => {
    const { container } = renderInRouter(<CardSection cards={cards} />);
    await screen.findByRole("list");
    const first = container.querySelector("img")!;
    fireEvent.error(first);
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/placeholder.svg");
  });
});
