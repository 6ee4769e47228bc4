/**
 * The cut of Inter that every page preloads (scripts/build-fonts.mjs writes it, app.css declares it).
 * Keep the core face's unicode-range in app.css in step with `coreRanges`: fonts.test.ts checks both.
 */

/** Code point ranges, inclusive. */
export type CodeRange = readonly [from: number, to: number];

/** The characters the site's copy is written in. */
export const coreRanges: readonly CodeRange[] = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xb7, 0xb7], // · (footer separators)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
];

/** The weights the site sets: normal, medium, semibold and bold. */
export const coreWeights = { min: 400, max: 700, default: 400 } as const;

/** Kerning, ligatures, contextual and case forms, marks, and tabular figures (`tabular-nums` on counters). */
export const coreFeatures = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "case", "tnum"] as const;

/** Every character of a list of ranges. */
export function rangeText(ranges: readonly CodeRange[]): string {
  return ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)))
    .join("");
}
