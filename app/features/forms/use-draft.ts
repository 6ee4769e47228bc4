import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { FormName } from "./submit";

/**
 * Nothing typed is lost: text goes to sessionStorage, so it survives closing a
 * dialog and reloading the tab; files cannot be stored there, so they stay in this module for as
 * long as the page lives.
 */
const keptFiles = new Map<FormName, Record<string, File>>();

const storageKey = (form: FormName) => `forms:draft:${form}`;

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

export function writeDraft(form: FormName, values: FieldValues): void {
  const text = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const files = Object.entries(values).filter((entry): entry is [string, File] => entry[1] instanceof File);
  if (files.length > 0) keptFiles.set(form, Object.fromEntries(files));
  else keptFiles.delete(form);
  try {
    if (text.some(([, value]) => value !== ""))
      sessionStorage.setItem(storageKey(form), JSON.stringify(Object.fromEntries(text)));
    else sessionStorage.removeItem(storageKey(form));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

export function clearDraft(form: FormName): void {
  keptFiles.delete(form);
  try {
    sessionStorage.removeItem(storageKey(form));
  } catch {
    // See writeDraft.
  }
}

/** The files a form last held during this page's life. */
export function keptFilesOf(form: FormName): Record<string, File> {
  return keptFiles.get(form) ?? {};
}

/**
 * Restores the form's draft on mount and saves it `delay` ms after the last change; a pending save
 * is written at once when the form unmounts (a dialog closing) or the page is hidden (a reload).
 * Returns `discard`, which drops the draft after a successful submit.
 */
export function useDraft<T extends FieldValues>(
  form: FormName,
  methods: Pick<UseFormReturn<T>, "reset" | "getValues" | "watch">,
  delay = 300,
): () => void {
  const { reset, getValues, watch } = methods;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const draft = readDraft(form);
    const files = keptFilesOf(form);
    if (draft || Object.keys(files).length > 0)
      reset({ ...getValues(), ...draft, ...files }, { keepDefaultValues: true });

    const save = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      writeDraft(form, getValues());
    };
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    // watch(callback) reports value changes only, not submit or error state.
    const subscription = watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(save, delay);
    });
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, reset, getValues, watch, delay]);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    clearDraft(form);
  }, [form]);
}
