import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsCard } from "./news-card";
import { imageSet, renderInRouter } from "~test/render";

const post = {
  slug: "new-campus-opening",
  title: "A new campus opens in Colombo",
  date: "2025-03-12",
  dateLabel: "12 March 2025",
  category: "Innovation",
  description: "Our new campus brings every engineering team under one roof.",
  images: imageSet("campus"),
};

describe("NewsCard", () => {
  it("links the title to the post, so the whole card is one link named by the title", async () => {
    renderInRouter(<NewsCard post={post} />);
    const link = await screen.findByRole("link");
    expect(link).toHaveAccessibleName("A new campus opens in Colombo");
    expect(link).toHaveAttribute("href", "/blogs/new-campus-opening");
    expect(link).toHaveClass("after:absolute", "after:inset-0");
  });

  it("shows a machine-readable date, the category and clamped text", async () => {
    renderInRouter(<NewsCard post={post} />);
    const time = await screen.findByText("12 March 2025");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("dateTime", "2025-03-12");
    expect(screen.getByText("Innovation")).toBeVisible();
    expect(screen.getByRole("heading", { level: 3 })).toHaveClass("line-clamp-2");
    expect(screen.getByText(post.description)).toHaveClass("line-clamp-3");
  });

  it("offers three image sizes and falls back to the placeholder on error", async () => {
    const { container } = renderInRouter(<NewsCard post={post} />);
    await screen.findByRole("link");
    expect(container.querySelectorAll("source")).toHaveLength(2);
    fireEvent.error(container.querySelector("img")!);
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/placeholder.svg");
  });
});
