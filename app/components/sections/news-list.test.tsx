import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsList } from "./news-list";
import { imageSet, renderInRouter, stubObserver } from "~test/render";

afterEach(() => vi.unstubAllGlobals());

const posts = ["first", "second", "third"].map((slug, index) => ({
  slug,
  title: `The ${slug} story of the year`,
  date: `2025-0${index + 1}-10`,
  dateLabel: `10 ${["January", "February", "March"][index]} 2025`,
  category: "Recognition",
  description: "What happened, who made it happen and what comes next.",
  images: imageSet(slug),
}));

describe("NewsList", () => {
  it("shows a News & Events heading, a card per post and Explore All to the blog", async () => {
    renderInRouter(<NewsList posts={posts} />);
    expect(await screen.findByRole("heading", { level: 2, name: "News & Events" })).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Explore All news and events" })).toHaveAttribute("href", "/blogs");
  });

  it("slides the cards in from alternating sides once they are in view", async () => {
    const { intersect } = stubObserver();
    renderInRouter(<NewsList posts={posts} />);
    await screen.findAllByRole("article");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.className)).toEqual([
      "reveal-slide-in-left",
      "reveal-slide-in-right",
      "reveal-slide-in-left",
    ]);
    intersect(false);
    items.forEach((item) => expect(item).toHaveAttribute("data-revealed", "false"));
    intersect();
    items.forEach((item) => expect(item).toHaveAttribute("data-revealed", "true"));
  });
});
