import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BlogBrowser, type BlogListItem } from "./blog-browser";

const categories = ["All", "Environment", "Innovation", "Recognition"];
const post = (n: number, category: string, featured = false): BlogListItem => ({
  slug: `post-${n}`,
  title: `Story ${n}`,
  date: `2026-01-${String(30 - n).padStart(2, "0")}`,
  dateLabel: `${30 - n} January 2026`,
  category,
  description: "A description long enough to read like the start of a real story.",
  featured,
  images: { src: "/images/story.webp", width: 1200, height: 900 },
});
const posts = [
  post(0, "Environment", true),
  ...Array.from({ length: 14 }, (_, i) => post(i + 1, i % 2 ? "Innovation" : "Environment")),
];

function renderBlog(url = "/blogs") {
  const Stub = createRoutesStub([
    { path: "/blogs", Component: () => <BlogBrowser posts={posts} categories={categories} /> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const cardCount = () => screen.getByRole("region", { name: /^Latest/ }).querySelectorAll("li").length;

describe("BlogBrowser", () => {
  it("features the newest featured story and shows six cards with SHOW MORE", () => {
    renderBlog();
    expect(screen.getByRole("heading", { level: 2, name: "Story 0" })).toBeInTheDocument();
    expect(cardCount()).toBe(6);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 6 of 14 stories");
  });

  it("reveals six more per press, focuses the first new card and hides SHOW MORE at the end", async () => {
    renderBlog();
    await userEvent.click(screen.getByRole("button", { name: "SHOW MORE" }));
    expect(cardCount()).toBe(12);
    expect(screen.getByRole("link", { name: "Story 7" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "SHOW MORE" }));
    expect(cardCount()).toBe(14);
    expect(screen.queryByRole("button", { name: "SHOW MORE" })).not.toBeInTheDocument();
  });

  it("filters by the pressed category and starts again at six when coming back", async () => {
    renderBlog();
    await userEvent.click(screen.getByRole("button", { name: "SHOW MORE" }));
    await userEvent.click(screen.getByRole("button", { name: "Innovation" }));
    expect(screen.getByRole("button", { name: "Innovation" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "Latest in Innovation" })).toBeInTheDocument();
    expect(cardCount()).toBe(6);
    await userEvent.selectOptions(screen.getByLabelText("Category"), "All");
    expect(cardCount()).toBe(6);
  });

  it("applies the category from the URL", () => {
    renderBlog("/blogs?category=Recognition");
    expect(screen.getByText("No stories in Recognition yet.")).toBeInTheDocument();
  });
});
