import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** A short status label, such as a vacancy's level ("Senior"). Not interactive. */
export const badgeVariants = cva(
  "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase",
  {
    variants: {
      tone: {
        brand: "bg-brand-100 text-brand-900",
        accent: "bg-accent-100 text-accent-700",
        dark: "bg-white/15 text-white ring-1 ring-white/30 ring-inset",
      },
    },
    defaultVariants: { tone: "brand" },
  },
);

export function Badge({
  tone,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
