// Apart from the draft's hook (use-draft.ts): a page reads it on its first load to decide whether to load
// the form's code at once (a draft to restore), and must not carry the hook's storage code for that.
import type { FormName } from "./submit";

/** Where a form's draft text lives in sessionStorage. */
export const storageKey = (form: FormName) => `forms:draft:${form}`;

export function readDraft(form: FormName): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(form)) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    // Only strings are ever written; anything else is a stale or tampered entry.
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return null;
  }
}
