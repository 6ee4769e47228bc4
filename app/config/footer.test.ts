import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { footerColumns, footerPolicies, telHref } from "./footer";

const policyDir = join(process.cwd(), "app", "content", "policies");

describe("footer config", () => {
  it("lists exactly the policy files, in their front-matter order, with their titles", () => {
    const fromFiles = readdirSync(policyDir)
      .filter((file) => file.endsWith(".md"))
      .map((file) => {
        const { data } = matter(readFileSync(join(policyDir, file), "utf8"));
        return { slug: file.replace(/\.md$/, ""), title: String(data.title), order: Number(data.order) };
      })
      .sort((a, b) => a.order - b.order)
      .map(({ slug, title }) => ({ slug, title }));
    expect(footerPolicies.map(({ slug, title }) => ({ slug, title }))).toEqual(fromFiles);
  });

  it("has the three columns, each link an internal path", () => {
    expect(footerColumns.map((column) => column.title)).toEqual(["Quick Links", "About Us", "Technology"]);
    for (const link of footerColumns.flatMap((column) => column.links)) expect(link.href).toMatch(/^\/(?!\/)/);
  });

  it("strips spaces and punctuation from phone links", () => {
    expect(telHref("+94 11 234 5678")).toBe("tel:+94112345678");
    expect(telHref("(011) 234-5678")).toBe("tel:0112345678");
  });
});
