import { describe, expect, it } from "vitest";
import { findBySlug, slugify } from "./slug";

describe("slugify", () => {
  it("lower-cases and joins words with single hyphens", () => {
    expect(slugify("Senior Software Engineer")).toBe("senior-software-engineer");
  });
  it("turns every run of non-alphanumeric characters into one hyphen", () => {
    expect(slugify("UI/UX  Designer -- (Remote)")).toBe("ui-ux-designer-remote");
  });
  it("trims leading and trailing hyphens", () => {
    expect(slugify("  --Data Scientist!! ")).toBe("data-scientist");
  });
  it("drops accents instead of dropping letters", () => {
    expect(slugify("Café Opérations")).toBe("cafe-operations");
  });
  it("returns an empty slug for text with no letters or digits", () => {
    expect(slugify("!!!")).toBe("");
  });
});

describe("findBySlug", () => {
  const items = [{ name: "UI/UX Designer" }, { name: "Senior Software Engineer" }];
  const byName = (item: { name: string }) => item.name;
  it("finds an item by its slug", () => {
    expect(findBySlug(items, "ui-ux-designer", byName)).toBe(items[0]);
  });
  it("finds an item by the older slug rule (spaces to hyphens, other non-word characters dropped)", () => {
    expect(findBySlug(items, "uiux-designer", byName)).toBe(items[0]);
  });
  it("finds an item by its name with hyphens for spaces, whatever the case", () => {
    expect(findBySlug(items, "Senior-Software-Engineer", byName)).toBe(items[1]);
  });
  it("returns undefined for unknown slugs and malformed percent-encoding", () => {
    expect(findBySlug(items, "chef", byName)).toBeUndefined();
    expect(findBySlug(items, "%E0%A4%A", byName)).toBeUndefined();
    expect(findBySlug(items, "", byName)).toBeUndefined();
  });
});
