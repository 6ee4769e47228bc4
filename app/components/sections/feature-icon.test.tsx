import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FeatureIcon, featureIcons } from "./feature-icon";

afterEach(() => vi.restoreAllMocks());

describe("FeatureIcon", () => {
  it("draws the lucide icon named by content, hidden from screen readers", () => {
    const { container } = render(<FeatureIcon name="chef-hat" className="size-7" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveClass("lucide-chef-hat", "size-7");
    expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  it("maps every icon the brief and the content name", () => {
    const names =
      "code megaphone users landmark handshake server pen-tool settings scale headset brain leaf chef-hat bot heart graduation-cap sparkles globe truck shield-check coffee trophy calendar lightbulb rocket database cloud monitor brain-circuit chart-line heart-pulse".split(
        " ",
      );
    expect(names.filter((name) => !(name in featureIcons))).toEqual([]);
  });

  it("draws a neutral icon and reports an unknown name to the developer", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<FeatureIcon name="unicorn" />);
    expect(container.querySelector("svg")).toHaveClass("lucide-circle-dot");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("unicorn"));
  });

  it("stays quiet for known names", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<FeatureIcon name="leaf" />);
    expect(error).not.toHaveBeenCalled();
  });
});
