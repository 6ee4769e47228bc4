import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** A content category ("Environment", "Innovation") on cards and articles. Not interactive. */
export const tagVariants = cva(
  "inline-flex items-center gap-1.5 rounded-md border px-2.5 py-0.5 text-xs font-medium before:size-1.5 before:rounded-full before:bg-current before:content-['']",
  {
    variants: {
      tone: {
        light: "border-brand-200 bg-brand-50 text-brand-800",
        dark: "border-white/30 bg-white/10 text-white",
      },
    },
    defaultVariants: { tone: "light" },
  },
);

export function Tag({ tone, className, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof tagVariants>) {
  return <span className={cn(tagVariants({ tone }), className)} {...props} />;
}
