/** Tiles per row at each width: 1 under 640 px, 2 from 640, 4 from 1024. */
export const gridColumns = { base: 1, sm: 2, lg: 4 } as const;

/** Empty tiles that complete the last row of `count` tiles in `columns` columns. */
export function fillerCount(count: number, columns: number): number {
  return (columns - (count % columns)) % columns;
}

/*
 * Each filler shows only at the widths that need it. Full class names in a lookup (never built from
 * strings) so Tailwind sees them.
 */
const visibility = {
  base: ["hidden", "block"],
  sm: ["sm:hidden", "sm:block"],
  lg: ["lg:hidden", "lg:block"],
} as const;

/** The classes of each filler tile: one entry per filler the widest need calls for. */
export function fillerClasses(count: number): string[] {
  const needed = {
    base: fillerCount(count, gridColumns.base),
    sm: fillerCount(count, gridColumns.sm),
    lg: fillerCount(count, gridColumns.lg),
  };
  const total = Math.max(needed.base, needed.sm, needed.lg);
  return Array.from({ length: total }, (_, i) =>
    (["base", "sm", "lg"] as const).map((width) => visibility[width][i < needed[width] ? 1 : 0]).join(" "),
  );
}
