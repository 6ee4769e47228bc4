import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

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
