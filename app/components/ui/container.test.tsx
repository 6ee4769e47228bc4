import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Container } from "./container";

it("centres content in the page column", () => {
  render(<Container>Inside</Container>);
  const container = screen.getByText("Inside");
  expect(container.tagName).toBe("DIV");
  expect(container).toHaveClass("mx-auto", "max-w-(--container-page)", "px-5", "sm:px-8");
});

it("can be a section and keeps the caller's class and attributes", () => {
  render(
    <Container as="section" aria-label="Stats" className="py-16">
      Figures
    </Container>,
  );
  const section = screen.getByRole("region", { name: "Stats" });
  expect(section.tagName).toBe("SECTION");
  expect(section).toHaveClass("py-16");
});
