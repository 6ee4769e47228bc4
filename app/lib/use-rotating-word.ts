import { useEffect, useMemo, useState } from "react";
import { useReducedMotion } from "~/lib/use-reduced-motion";

/** The rotating title changes word every second. */
export const rotationInterval = 1000;

/** "ordering, logistics , data" -> ["ordering", "logistics", "data"]; null when the data is unusable. */
export function parseWords(words: unknown): string[] | null {
  if (typeof words !== "string") return null;
  const list = words
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
  return list.length > 0 ? list : null;
}

/**
 * The rotating title's word: cycles through a comma-separated list every second, then starts again
 * at the first. Wrong data (not a string, or no words) only logs to the developer console and
 * yields "". With reduced motion asked for (and in the prerendered HTML) the first word stays put.
 */
export function useRotatingWord(words: unknown, interval = rotationInterval): string {
  const list = useMemo(() => parseWords(words), [words]);
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const count = list?.length ?? 0;

  useEffect(() => {
    if (!list) console.error("useRotatingWord: expected a comma-separated string of words, got", words);
  }, [list, words]);

  useEffect(() => {
    if (reducedMotion || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [count, interval, reducedMotion]);

  return list?.[reducedMotion ? 0 : index % count] ?? "";
}
