import { describe, expect, it } from "vitest";
import { contentIcon, withFeatureIcons, withIcons } from "./icons.ts";
import type { ContentBlock } from "./schemas.ts";

describe("contentIcon", () => {
  it("passes on a name the sprite holds", () => {
    expect(contentIcon("chef-hat")).toBe("chef-hat");
  });

  it("fails with the name when content names an icon the sprite does not hold", () => {
    expect(() => contentIcon("unicorn")).toThrow(/"unicorn" is not one of the site's icons/);
  });

  it("does not take names inherited from Object for icons", () => {
    expect(() => contentIcon("constructor")).toThrow(/"constructor"/);
  });
});

describe("withIcons", () => {
  it("keeps each item with its checked icon name", () => {
    expect(withIcons([{ id: "code", icon: "code" }])).toEqual([{ id: "code", icon: "code" }]);
    expect(() => withIcons([{ id: "code", icon: "Code" }])).toThrow(/"Code"/);
  });
});

describe("withFeatureIcons", () => {
  it("checks the icon names of a block's features and keeps the rest of the block", () => {
    const block = { paragraphs: ["Text"], features: [{ icon: "leaf", title: "Less waste", description: "Less." }] };
    expect(withFeatureIcons(block)).toEqual(block);
  });

  it("leaves a block without features without features", () => {
    const block: Pick<ContentBlock, "paragraphs" | "features"> = { paragraphs: ["Text"] };
    expect(withFeatureIcons(block).features).toBeUndefined();
  });
});
