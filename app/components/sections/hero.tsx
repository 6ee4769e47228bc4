import type { ReactNode } from "react";
import { LinkButton } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export type HeroAction = { label: string; to: string; newTab?: boolean };

const variants = {
  primary: {
    section:
      "bg-brand-950 bg-[radial-gradient(ellipse_at_85%_0%,var(--color-brand-700),transparent_60%)] text-white py-20 sm:py-28 lg:py-36",
    title: "text-4xl sm:text-6xl lg:text-7xl",
    text: "text-white/85 text-lg sm:text-2xl",
    tone: "dark",
  },
  secondary: {
    section:
      "bg-brand-50 bg-[radial-gradient(ellipse_at_90%_100%,var(--color-accent-100),transparent_55%)] text-ink py-16 sm:py-20 lg:py-24",
    title: "text-3xl sm:text-4xl lg:text-5xl",
    text: "text-ink-muted text-lg sm:text-xl",
    tone: "light",
  },
} as const;

type HeroProps = {
  title: ReactNode;
  text: string;
  /** The first action is the main call to action; the others are outlined. */
  actions?: HeroAction[];
  variant?: keyof typeof variants;
  as?: "h1" | "h2";
  /** Text above the title, such as a category. */
  eyebrow?: string;
  /** Extra content after the actions. */
  children?: ReactNode;
  className?: string;
};

/** SPEC 2.15 Hero: a big dark primary statement, or a lighter secondary one for calls to action. */
export function Hero({
  title,
  text,
  actions = [],
  variant = "primary",
  as: Tag = "h2",
  eyebrow,
  children,
  className,
}: HeroProps) {
  const look = variants[variant];
  return (
    <section className={cn(look.section, Tag === "h1" && "pt-28 sm:pt-36", className)}>
      <div className="mx-auto w-full max-w-(--container-page) px-5 sm:px-8">
        {eyebrow && (
          <p
            className={cn(
              "mb-4 text-sm font-semibold tracking-widest uppercase",
              look.tone === "dark" ? "text-accent-300" : "text-accent-700",
            )}
          >
            {eyebrow}
          </p>
        )}
        <Tag className={cn("max-w-5xl font-bold tracking-tight text-balance", look.title)}>{title}</Tag>
        <p className={cn("mt-6 max-w-3xl text-pretty", look.text)}>{text}</p>
        {actions.length > 0 && (
          <div className="mt-10 flex flex-wrap gap-4">
            {actions.map((action, index) => (
              <LinkButton
                key={action.to + action.label}
                to={action.to}
                newTab={action.newTab}
                variant={index === 0 ? "primary" : "outline"}
                tone={look.tone}
                size="lg"
              >
                <span>
                  {action.label}
                  {action.newTab && (
                    <>
                      {" "}
                      <span className="sr-only">(opens in a new tab)</span>
                    </>
                  )}
                </span>
              </LinkButton>
            ))}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
