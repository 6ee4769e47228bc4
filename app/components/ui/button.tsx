import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";
import { Icon } from "./icon";

/**
 * One look for every call to action. `tone` names the background the button sits on, so the
 * secondary and outline variants keep AA contrast on brand-dark bands as well as on light pages.
 * Texts are shown as passed: the content decides its own capitals (the careers filter passes
 * "CLEAR FILTER").
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full border-2 text-center font-semibold tracking-wide whitespace-nowrap transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
  {
    variants: {
      variant: {
        primary: "border-accent-600 bg-accent-600 text-white hover:border-accent-700 hover:bg-accent-700",
        secondary: "",
        outline: "bg-transparent",
      },
      tone: { light: "", dark: "" },
      size: {
        md: "min-h-11 px-5 py-2 text-sm",
        lg: "min-h-13 px-7 py-3 text-base",
      },
    },
    compoundVariants: [
      {
        variant: "secondary",
        tone: "light",
        className: "border-brand-900 bg-brand-900 text-white hover:border-brand-700 hover:bg-brand-700",
      },
      {
        variant: "secondary",
        tone: "dark",
        className: "border-white bg-white text-brand-900 hover:border-brand-100 hover:bg-brand-100",
      },
      {
        variant: "outline",
        tone: "light",
        className: "border-brand-900 text-brand-900 hover:bg-brand-900 hover:text-white",
      },
      {
        variant: "outline",
        tone: "dark",
        className: "border-white text-white hover:bg-white hover:text-brand-900",
      },
    ],
    defaultVariants: { variant: "primary", tone: "light", size: "md" },
  },
);

export type ButtonStyleProps = VariantProps<typeof buttonVariants>;

export function Button({
  variant,
  tone,
  size,
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps) {
  return <button type={type} className={cn(buttonVariants({ variant, tone, size }), className)} {...props} />;
}

type LinkButtonProps = Omit<LinkProps, "to"> &
  ButtonStyleProps & {
    to: string;
    /** Opens in a new tab (with `rel="noopener noreferrer"`); used for other sites. */
    newTab?: boolean;
  };

const externalHref = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A link that looks like a button. Site paths go through the router; other sites get a plain anchor. */
export function LinkButton({ to, newTab, variant, tone, size, className, children, ...props }: LinkButtonProps) {
  const classes = cn(buttonVariants({ variant, tone, size }), className);
  const content = (
    <>
      {children}
      {newTab && <Icon name="arrow-up-right" className="size-4 shrink-0" />}
    </>
  );
  const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (externalHref.test(to)) {
    // Router-only props (state, replace, prefetch...) mean nothing on another site, so they are dropped.
    const { id, title, onClick, "aria-label": ariaLabel, "aria-describedby": describedBy } = props;
    return (
      <a
        href={to}
        className={classes}
        id={id}
        title={title}
        onClick={onClick}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        {...tabProps}
      >
        {content}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} {...tabProps} {...props}>
      {content}
    </Link>
  );
}
