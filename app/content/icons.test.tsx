import { render } from "@testing-library/react";
import { ChefHat } from "lucide-react";
import { describe, expect, it } from "vitest";
import { FeatureIcon } from "../components/sections/feature-icon.tsx";
import { contentIcon, withFeatureIcons, withIcons } from "./icons.ts";
import type { ContentBlock } from "./schemas.ts";

const attributesBesidesClass = (svg: Element) =>
  Object.fromEntries([...svg.attributes].filter((a) => a.name !== "class").map((a) => [a.name, a.value]));

describe("contentIcon", () => {
  it("fails with the name when content names an icon that is not mapped", () => {
    expect(() => contentIcon("unicorn")).toThrow(/"unicorn"/);
  });

  it("does not take names inherited from Object for icons", () => {
    expect(() => contentIcon("constructor")).toThrow(/"constructor"/);
  });

  it("gives FeatureIcon the same drawing lucide's own component draws", () => {
    const ours = render(<FeatureIcon icon={contentIcon("chef-hat")} />).container.querySelector("svg")!;
    const lucides = render(<ChefHat aria-hidden="true" />).container.querySelector("svg")!;
    expect(ours.querySelectorAll("path")).toHaveLength(4);
    expect(ours.innerHTML).toBe(lucides.innerHTML);
    expect(attributesBesidesClass(ours)).toEqual(attributesBesidesClass(lucides));
  });
});

describe("withIcons", () => {
  it("swaps each item's icon name for its drawing and keeps the rest", () => {
    expect(withIcons([{ id: "code", icon: "code" }])).toEqual([{ id: "code", icon: contentIcon("code") }]);
  });
});

describe("withFeatureIcons", () => {
  it("swaps the icon names of a block's features for drawings and keeps the rest of the block", () => {
    const block = { paragraphs: ["Text"], features: [{ icon: "leaf", title: "Less waste", description: "Less." }] };
    expect(withFeatureIcons(block)).toEqual({
      paragraphs: ["Text"],
      features: [{ icon: contentIcon("leaf"), title: "Less waste", description: "Less." }],
    });
  });

  it("leaves a block without features without features", () => {
    const block: Pick<ContentBlock, "paragraphs" | "features"> = { paragraphs: ["Text"] };
    expect(withFeatureIcons(block).features).toBeUndefined();
  });
});
