import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

/** Body copy, capped at the default paragraph width (1290 px) through `--container-paragraph`. */
export const paragraphVariants = cva("max-w-(--container-paragraph) text-pretty", {
  variants: {
    size: {
      lg: "text-lg leading-relaxed sm:text-xl",
      md: "text-base leading-relaxed sm:text-lg",
      sm: "text-sm leading-relaxed",
    },
    tone: {
      inherit: "",
      muted: "text-ink-muted",
      onDark: "text-white/85",
    },
  },
  defaultVariants: { size: "md", tone: "inherit" },
});

export function Paragraph({
  size,
  tone,
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & VariantProps<typeof paragraphVariants>) {
  return <p className={cn(paragraphVariants({ size, tone }), className)} {...props} />;
}
