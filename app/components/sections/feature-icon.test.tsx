import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contentIcon } from "~/content/icons";
import { FeatureIcon } from "./feature-icon";

describe("FeatureIcon", () => {
  it("draws the icon it is given, sized by its class and hidden from screen readers", () => {
    const { container } = render(<FeatureIcon icon={contentIcon("chef-hat")} className="size-7" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveClass("lucide", "size-7");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveAttribute("stroke", "currentColor");
  });
});
