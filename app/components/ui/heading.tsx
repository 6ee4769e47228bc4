import { cva } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/**
 * Section headings. `level` keeps the document outline right (each page owns its one h1) and
 * `size` sets the look, so a visually small heading can still be an h2. Colour is inherited so
 * the same heading works on light and dark sections.
 */
export const headingVariants = cva("font-bold tracking-tight text-balance", {
  variants: {
    size: {
      xl: "text-3xl leading-tight sm:text-4xl lg:text-5xl",
      lg: "text-2xl leading-tight sm:text-3xl lg:text-4xl",
      md: "text-xl leading-snug sm:text-2xl",
      sm: "text-lg leading-snug sm:text-xl",
    },
  },
});

export type HeadingSize = "xl" | "lg" | "md" | "sm";

const defaultSize = { 2: "lg", 3: "md", 4: "sm" } as const satisfies Record<2 | 3 | 4, HeadingSize>;
const tags = { 2: "h2", 3: "h3", 4: "h4" } as const;

export function Heading({
  level = 2,
  size,
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level?: 2 | 3 | 4; size?: HeadingSize }) {
  const Tag = tags[level];
  return <Tag className={cn(headingVariants({ size: size ?? defaultSize[level] }), className)} {...props} />;
}
