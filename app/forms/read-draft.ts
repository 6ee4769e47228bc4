// Apart from the draft's hook, whose storage code a page need not carry to see whether a draft waits for its form.
import type { FormName } from "./model/definitions/index";

export const storageKey = (form: FormName) => `forms:draft:${form}`;

/** Text, or the ticked values of a group of boxes. */
type DraftValue = string | string[];

export const isDraftValue = (value: unknown): value is DraftValue =>
  typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

export function readDraft(form: FormName): Record<string, DraftValue> | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(form)) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    // Nothing else is ever written; anything else is a stale or tampered entry.
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, DraftValue] => isDraftValue(entry[1])),
    );
  } catch {
    return null;
  }
}
