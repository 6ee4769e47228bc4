// Every artwork the site can show: the named slots of the design system, plus every image slug the content uses.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { hashString } from "./random.mjs";

const S = (kind, theme, motifs, extra = {}) => ({ kind, theme, motifs, ...extra });

/** Slots named by the design system: the page sections that show artwork. */
export const slots = {
  "about-hero": S("banner", "forest", ["globe", "crateStack", "truck", "leaf"], { route: true }),
  "foodservice-hero": S("banner", "canopy", ["plate", "chefHat", "crate", "leaf"], { route: true }),
  "banner-careers": S("banner", "dawn", ["people", "laptop", "steps", "bubble"], { pattern: "rings" }),
  "banner-about": S("banner", "forest", ["warehouse", "truck", "pin", "globe"], { route: true }),
  "careers-banner": S("banner", "canopy", ["steps", "people", "laptop", "cap"], { pattern: "rings" }),
  commitment: S("card", "cream", ["chip", "lineChart", "leaf", "star"]),
  story: S("card", "mint", ["warehouse", "pin", "sprout"], { route: true }),
  "sustainability-1": S("card", "apricot", ["plate", "heart", "chefHat"]),
  "sustainability-2": S("card", "cream", ["hamper", "crate", "heart"]),
  "sustainability-3": S("card", "mint", ["wave", "leaf", "heart"], { scatter: ["leaf", "wave"] }),
  "sustainability-4": S("card", "canopy", ["tree", "sprout", "leaf"]),
  "sustainability-5": S("card", "cream", ["sprout", "books", "leaf"]),
  "sustainability-6": S("card", "forest", ["people", "heart", "sprout"]),
  "glo-poster": S("poster", "dawn", ["sun", "people", "sprout", "leaf"], { pattern: "rings" }),
  "service-ordering": S("card", "cream", ["phone", "plate", "crate"]),
  "service-logistics": S("card", "forest", ["truck", "pin", "warehouse"], { route: true }),
  "service-data": S("card", "mint", ["barChart", "donut", "lineChart"]),
  "service-ai": S("card", "canopy", ["network", "chip", "lineChart"]),
  "academy-1": S("card", "cream", ["cap", "books", "laptop"]),
  "academy-2": S("card", "mint", ["laptop", "people", "bubble"]),
  "academy-3": S("card", "dawn", ["presenter", "star", "people"]),
  "academy-4": S("card", "forest", ["board", "books", "cap"]),
  "life-culture": S("card", "apricot", ["people", "bubble", "heart"]),
  "life-social-club": S("card", "forest", ["cup", "note", "star"], { pattern: "rings" }),
  "life-tribes": S("card", "mint", ["people", "network", "leaf"]),
  "life-clubs": S("card", "canopy", ["ball", "camera", "note"]),
  "life-learning": S("card", "cream", ["books", "steps", "cap"]),
  "life-video-poster": S("poster", "forest", ["people", "laptop", "cup", "leaf"]),
  "tech-rd": S("card", "forest", ["flask", "chip", "network"]),
  placeholder: S("vector", "cream", []),
  "user-placeholder": S("vector-portrait", "cream", []),
};
for (let i = 1; i <= 3; i += 1) {
  slots[`talk-${i}`] = S("card", ["forest", "mint", "apricot"][i - 1], [
    "presenter",
    "bubble",
    ["network", "truck", "barChart"][i - 1],
  ]);
  slots[`testimonial-${i}`] = S("portrait");
}
const awardMotifs = ["trophy", "medal", "star"];
const awardThemes = ["cream", "forest", "mint", "apricot", "canopy", "dawn"];
for (let i = 1; i <= 14; i += 1) slots[`award-${i}`] = awardSpec(`award-${i}`, i);
for (let i = 1; i <= 16; i += 1) slots[`member-${i}`] = S("portrait");

function awardSpec(slug, n = hashString(slug)) {
  const main = awardMotifs[n % 3];
  return S("card", awardThemes[n % awardThemes.length], [main, "laurel", main === "star" ? "medal" : "star"], {
    pattern: "rings",
  });
}

/** Content slugs are free names; their words pick the motifs. First match wins. */
const keywordMotifs = [
  [/kitchen|meal|food|plate|chef/, ["plate", "chefHat", "heart"]],
  [/robot|automat/, ["robotArm", "crate", "chip"]],
  [/electric|delivery|fleet/, ["truck", "leaf", "pin"]],
  [/mentor/, ["people", "bubble", "steps"]],
  [/great-place|workplace|employer|culture/, ["people", "heart", "star"]],
  [/hamper|pack|donat/, ["hamper", "crate", "heart"]],
  [/coast|beach|ocean|clean|water/, ["wave", "leaf", "heart"]],
  [/mangrove|tree|forest|plant/, ["tree", "sprout", "leaf"]],
  [/garden|school|sprout|youth/, ["sprout", "books", "leaf"]],
  [/distribution|warehouse|centre|depot/, ["warehouse", "truck", "crateStack"]],
  [/supply|network|global|route|logistic|driver/, ["globe", "truck", "pin"]],
  [/innovation|lab|research|(^|-)rd(-|$)/, ["flask", "chip", "network"]],
  [/data|forecast|analytic|insight/, ["barChart", "lineChart", "donut"]],
  [/(^|-)ai(-|$)|machine|model|responsible/, ["network", "chip", "lineChart"]],
  [/(^|-)app(-|$)|mobile|ordering|order/, ["phone", "plate", "crate"]],
  [/cloud|platform|migration|resilien|security|green-it/, ["chip", "network", "laptop"]],
  [/classroom|learning|course|training/, ["books", "cap", "laptop"]],
  [/pairing|code|hackathon|engineer/, ["laptop", "people", "bubble"]],
  [/demo|talk|conference|stage/, ["presenter", "star", "people"]],
  [/campus|office|hub|opening/, ["warehouse", "people", "sprout"]],
  [/team|people|club|social/, ["people", "bubble", "heart"]],
];
const fallbackMotifs = [
  ["lineChart", "leaf", "crate"],
  ["globe", "sprout", "chip"],
  ["plate", "network", "leaf"],
];
const themeNames = ["forest", "cream", "mint", "canopy", "apricot", "dawn"];

/** Kind and drawing for a slug found in content. */
export function specFor(slug) {
  if (slug.startsWith("portrait-") || slug.startsWith("member-")) return S("portrait");
  if (slug.startsWith("award-")) return awardSpec(slug);
  const h = hashString(slug);
  const words = slug.replace(/^(team|post|blog|academy|life)-/, "");
  const motifs = keywordMotifs.find(([re]) => re.test(words))?.[1] ?? fallbackMotifs[h % fallbackMotifs.length];
  const theme = /dawn|sunrise/.test(slug) ? "dawn" : themeNames[h % themeNames.length];
  return S("card", theme, motifs, { route: /route|supply|logistic|distribution|driver/.test(slug) });
}

/** Content images that sit in full-width banners and so need mobile and tablet crops. */
export const contentBanners = new Set(["distribution-centre-dawn", "global-supply-network"]);

/** Scans app/content for `image: "slug"`, `logo: "slug"` (with its name) and post front matter. */
export function contentSlugs(root) {
  const dir = join(root, "app/content");
  const found = new Map();
  for (const file of readdirSync(dir).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "images.ts",
  )) {
    const text = readFileSync(join(dir, file), "utf8");
    for (const [, slug] of text.matchAll(/\bimage:\s*"([a-z0-9-]+)"/g)) found.set(slug, null);
    for (const [, name, slug] of text.matchAll(/name:\s*"([^"]+)",\s*logo:\s*"([a-z0-9-]+)"/g)) found.set(slug, name);
  }
  const posts = join(dir, "posts");
  for (const file of readdirSync(posts).filter((f) => f.endsWith(".md"))) {
    const { data } = matter(readFileSync(join(posts, file), "utf8"));
    if (typeof data.image === "string") found.set(data.image, null);
  }
  return found;
}
