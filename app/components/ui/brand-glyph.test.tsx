import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { BrandGlyph } from "./brand-glyph";

describe("BrandGlyph", () => {
  it.each(site.social.map((profile) => profile.name))("draws a decorative mark for %s", (name) => {
    const { container } = render(<BrandGlyph name={name} />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.children.length).toBeGreaterThan(0);
  });
});
