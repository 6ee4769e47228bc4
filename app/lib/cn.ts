import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Components take a `className` that is appended, not merged: tailwind-merge
 * would cost about 7 KB of first-load JavaScript (docs/decisions/0002-class-names-without-tailwind-merge.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
