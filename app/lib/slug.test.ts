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
  it("keeps the letters and digits of every script", () => {
    expect(slugify("مهندس برمجيات")).toBe("مهندس-برمجيات");
    expect(slugify("软件工程师 (远程)")).toBe("软件工程师-远程");
    expect(slugify("Инженер-программист")).toBe("инженер-программист");
    expect(slugify("हिन्दी डेवलपर")).toBe("हिन्दी-डेवलपर");
  });
  it("keeps a Latin letter with no plain form rather than dropping it", () => {
    expect(slugify("Łódź Ørsted Straße")).toBe("łodz-ørsted-straße");
  });
});
