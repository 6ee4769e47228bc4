import { parseWords, useRotatingWord } from "~/lib/use-rotating-word";
import { cn } from "~/lib/cn";

type RotatingTitleProps = {
  prefix: string;
  /** Comma-separated words, e.g. "ordering, logistics, data". */
  words: string;
  as?: "h1" | "h2" | "p";
  className?: string;
  /** Classes for the changing word (its colour, for instance). */
  wordClassName?: string;
};

/**
 * Rotating title: "prefix <word>", the word changing every second. Screen readers get the
 * prefix and every word once, as plain text; the moving word is hidden from them and there is no live
 * region, so nothing is announced over and over.
 */
export function RotatingTitle({ prefix, words, as: Tag = "h1", className, wordClassName }: RotatingTitleProps) {
  const word = useRotatingWord(words);
  const all = parseWords(words)?.join(", ") ?? "";
  return (
    <Tag className={className}>
      {prefix} <span className="sr-only">{all}</span>
      <span aria-hidden="true" className="inline-block">
        <span
          key={word}
          className={cn("inline-block motion-safe:animate-[ui-fade-in_var(--duration-tab)_ease-out]", wordClassName)}
        >
          {word}
        </span>
      </span>
    </Tag>
  );
}
