import { Fragment } from "react";
import type { TitleLines } from "~/content/schemas";
import { cn } from "~/lib/cn";

const accents = { light: "text-accent-600", dark: "text-accent-300" } as const;

type HighlightedTitleProps = {
  /** Plain text, or title lines: each line a list of segments, `special` ones in the accent colour. */
  title: string | TitleLines;
  as?: "h1" | "h2" | "h3";
  /** The background the title sits on, which picks an accent shade with enough contrast. */
  tone?: "light" | "dark";
  className?: string;
};

/** A section title whose highlighted words come from content, not markup. Each line starts on its own row. */
export function HighlightedTitle({ title, as: Tag = "h2", tone = "light", className }: HighlightedTitleProps) {
  const lines = typeof title === "string" ? [[{ text: title }]] : title;
  return (
    <Tag className={cn("font-bold tracking-tight text-balance", className)}>
      {lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {/* Lines are blocks on screen; the space between them keeps words apart for screen readers and copy. */}
          {lineIndex > 0 && " "}
          <span className="block">
            {line.map((segment, index) => {
              if (!segment.special) return <Fragment key={index}>{segment.text}</Fragment>;
              // Spaces stay outside the coloured span, as plain text, so every reader keeps the words apart.
              const [, before, word, after] = /^(\s*)(.*?)(\s*)$/s.exec(segment.text) ?? ["", "", segment.text, ""];
              return (
                <Fragment key={index}>
                  {before}
                  <span className={accents[tone]}>{word}</span>
                  {after}
                </Fragment>
              );
            })}
          </span>
        </Fragment>
      ))}
    </Tag>
  );
}
