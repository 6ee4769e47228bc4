import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { isDraftValue, readDraft, storageKey } from "./read-draft";
import type { FormName } from "./model/definitions/index";

export { readDraft };

/** sessionStorage holds no files, so they stay here for the page's life, and in IndexedDB to survive a reload. */
const pageFiles = new Map<FormName, Record<string, File>>();

let store: UseStore | undefined;

// The form's files in IndexedDB, or with `files`, keeps those (none: forgets them), for the tab's session only:
// another session's are deleted, not restored. Nothing at all where either storage fails.
async function storedFiles(form: FormName, files?: Record<string, File>): Promise<Record<string, File>> {
  if (typeof indexedDB === "undefined") return {};
  try {
    const session = sessionStorage.getItem("forms:draft:session") ?? crypto.randomUUID?.() ?? `${Math.random()}`;
    sessionStorage.setItem("forms:draft:session", session);
    store ??= createStore("forms-drafts", "files");
    if (!files) {
      const entry = await get<{ session: string; files: Record<string, File> }>(form, store);
      if (entry?.session === session) return entry.files;
    }
    if (files && Object.keys(files).length > 0) await set(form, { session, files }, store);
    else await del(form, store);
  } catch {
    // Quota, a blocked database, a file the browser cannot store: the file is not kept.
  }
  return {};
}

/** Text of the fields in `keep` only, when given (the form's own: a vacancy's answers stay out), and any files. */
export function writeDraft(form: FormName, values: FieldValues, keep?: readonly string[]): void {
  const text = Object.entries(values).filter(([name, value]) => isDraftValue(value) && (keep?.includes(name) ?? true));
  const files = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, File] => entry[1] instanceof File),
  );
  const before = pageFiles.get(form) ?? {};
  const changed = Object.keys({ ...before, ...files }).some((name) => before[name] !== files[name]);
  pageFiles.set(form, files);
  // Written only when the choice changed: a CV is megabytes, the text is saved at every pause.
  if (changed) void storedFiles(form, files);
  try {
    if (text.some(([, value]) => value.length > 0))
      sessionStorage.setItem(storageKey(form), JSON.stringify(Object.fromEntries(text)));
    else sessionStorage.removeItem(storageKey(form));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

/** IndexedDB's files too, whatever this page knows of them. */
export function clearDraft(form: FormName): void {
  writeDraft(form, {});
  void storedFiles(form, {});
}

export const keptFilesOf = (form: FormName): Record<string, File> => pageFiles.get(form) ?? {};

/** On mount, saves the form's values if `saveFirst`, then restores; saves `delay` ms after a change, or at unmount. */
export function useDraft<T extends FieldValues>(
  form: FormName,
  methods: Pick<UseFormReturn<T>, "reset" | "getValues" | "watch">,
  delay = 300,
  keep?: readonly string[],
  saveFirst = false,
): () => void {
  const kept = useRef(keep);
  const { reset, getValues, watch } = methods;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (saveFirst) writeDraft(form, getValues(), kept.current);
    const draft = readDraft(form);
    const files = keptFilesOf(form);
    if (draft || Object.keys(files).length > 0)
      reset({ ...getValues(), ...draft, ...files }, { keepDefaultValues: true });
    // After a reload, the files kept in IndexedDB come back, unless the visitor has chosen one meanwhile.
    let mounted = true;
    if (Object.keys(files).length === 0)
      void storedFiles(form).then((stored) => {
        const current = getValues();
        const names = Object.keys(stored);
        if (!mounted || names.length === 0 || names.some((name) => current[name] instanceof File)) return;
        pageFiles.set(form, stored);
        reset({ ...current, ...stored }, { keepDefaultValues: true });
      });

    const save = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      writeDraft(form, getValues(), kept.current);
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
      mounted = false;
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, reset, getValues, watch, delay, saveFirst]);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    clearDraft(form);
  }, [form]);
}
