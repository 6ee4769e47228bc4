import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";

type SuccessPanelProps = {
  heading: string;
  children: ReactNode;
  action: ReactNode;
  headingLevel?: 2 | 3;
  reference?: string;
};

/** Replaces a sent form; focus moves to its heading so screen readers read the confirmation first. */
export function SuccessPanel({ heading, children, action, headingLevel = 3, reference }: SuccessPanelProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 sm:p-8">
      <Icon name="circle-check" className="size-10 text-brand-600" />
      <Heading ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink">
        {heading}
      </Heading>
      <div className="flex flex-col gap-2 text-base text-ink-muted">
        {children}
        {reference && (
          <p>
            Your reference is <strong className="font-semibold text-ink">{reference}</strong>.
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
