/** The site's breakpoints, in CSS pixels. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1200 } as const;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}
