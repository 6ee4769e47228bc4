import { describe, expect, it } from "vitest";
import { site } from "../config/site.ts";
import brand from "./brand.json" with { type: "json" };
import { brandSchema, checkBrand } from "./brand.ts";
import { home } from "./home.ts";
import data from "./home.json" with { type: "json" };
import { homeSchema } from "./schemas.ts";
import { parseEntry } from "./validate.ts";

describe("the content files an editor changes", () => {
  it("give the brand's facts to the site as they are written", () => {
    expect(checkBrand()).toEqual(brand);
    expect(site.contact.phone).toBe(brand.contact.phone);
    expect(site.social.map((s) => s.href)).toEqual(brand.social.map((s) => s.href));
  });

  it("stop the build naming the file, the entry and the field of a bad brand fact", () => {
    const bad = { ...brand, contact: { ...brand.contact, phone: "011 234 5678" } };
    expect(() => parseEntry("brand", "brand.json", brandSchema, bad)).toThrow(
      'Content error in collection "brand", entry "brand.json":\n  - contact.phone: must be an international number, written like +94 11 234 5678',
    );
  });

  it("fill the brand's names into the home page's text", () => {
    expect(data.hero.text).toContain("{parent}");
    expect(home.hero.text).toBe(data.hero.text.replace("{parent}", site.parent.name));
  });

  it("stop the build naming the field of a bad home page text", () => {
    const bad = { ...data, news: { ...data.news, count: 9 } };
    expect(() => parseEntry("home", "home.json", homeSchema, bad)).toThrow(
      "  - news.count: Too big: expected number to be <=6",
    );
  });
});
