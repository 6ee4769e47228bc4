import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Tag } from "./tag";

it("shows the category with a light tone by default", () => {
  render(<Tag>Environment</Tag>);
  expect(screen.getByText("Environment")).toHaveClass("bg-brand-50");
});

it("has a tone for dark backgrounds and keeps the caller's class", () => {
  render(
    <Tag tone="dark" className="self-start">
      Innovation
    </Tag>,
  );
  expect(screen.getByText("Innovation")).toHaveClass("text-white", "self-start");
});
