import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Heading } from "./heading";

it("is an h2 by default", () => {
  render(<Heading>Our Story</Heading>);
  expect(screen.getByRole("heading", { level: 2, name: "Our Story" })).toHaveClass("text-2xl");
});

it("takes its level and its size separately", () => {
  render(
    <Heading level={4} size="xl" id="awards" className="text-brand-900">
      Awards
    </Heading>,
  );
  const heading = screen.getByRole("heading", { level: 4, name: "Awards" });
  expect(heading).toHaveClass("text-3xl", "text-brand-900");
  expect(heading).toHaveAttribute("id", "awards");
});

it("sizes an h3 smaller than an h2 unless told otherwise", () => {
  render(<Heading level={3}>Benefits</Heading>);
  expect(screen.getByRole("heading", { level: 3 })).toHaveClass("text-xl");
});
