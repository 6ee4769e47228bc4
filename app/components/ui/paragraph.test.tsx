import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Paragraph } from "./paragraph";

it("is capped at the paragraph width token", () => {
  render(<Paragraph>Fresh ideas for kitchens.</Paragraph>);
  const paragraph = screen.getByText("Fresh ideas for kitchens.");
  expect(paragraph.tagName).toBe("P");
  expect(paragraph).toHaveClass("max-w-(--container-paragraph)", "text-base");
});

it("takes a size, a tone and the caller's class", () => {
  render(
    <Paragraph size="lg" tone="muted" className="mt-4">
      Intro
    </Paragraph>,
  );
  expect(screen.getByText("Intro")).toHaveClass("text-lg", "text-ink-muted", "mt-4");
});
