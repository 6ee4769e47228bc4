import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const elements = { div: "div", section: "section", article: "article", header: "header", footer: "footer" } as const;

/** The page column: centred, at most `--container-page` wide, with gutters that grow with the screen. */
export function Container({
  as = "div",
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: keyof typeof elements }) {
  const Element = elements[as];
  return <Element className={cn("mx-auto w-full max-w-(--container-page) px-5 sm:px-8", className)} {...props} />;
}
