import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { isAnswerName } from "./model/questions";
import { isDraftValue, readDraft, storageKey } from "./read-draft";
import type { FormName } from "./model/definitions/index";

export { readDraft };

/** sessionStorage holds no files, so they stay here for the page's life, and in IndexedDB to survive a reload. */
const pageFiles = new Map<FormName, Record<string, File>>();

/** IndexedDB keeps a draft's files for the tab's session only: another session's are deleted, not restored. */
type Kept = { session: string; files: Record<string, File> };
let store: UseStore | undefined;

/** Null where IndexedDB or sessionStorage cannot be used: then nothing is kept. */
function fileStore(): { where: UseStore; id: string } | null {
  if (typeof indexedDB === "undefined") return null;
  try {
    let id = sessionStorage.getItem("forms:draft:session");
    if (!id) {
      id = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
      sessionStorage.setItem("forms:draft:session", id);
    }
    store ??= createStore("forms-drafts", "files");
    return { where: store, id };
  } catch {
    return null;
  }
}

/** None: forgets them. */
async function keepFiles(form: FormName, files: Record<string, File>): Promise<void> {
  const kept = fileStore();
  try {
    if (!kept) return;
    if (Object.keys(files).length > 0) await set(form, { session: kept.id, files } satisfies Kept, kept.where);
    else await del(form, kept.where);
  } catch {
    // Quota, a blocked database, a file the browser cannot store: the file is not kept.
  }
}

async function keptFiles(form: FormName): Promise<Record<string, File>> {
  const kept = fileStore();
  try {
    if (!kept) return {};
    const entry = await get<Kept>(form, kept.where);
    if (!entry) return {};
    if (entry.session !== kept.id || typeof entry.files !== "object" || entry.files === null) {
      await del(form, kept.where);
      return {};
    }
    return Object.fromEntries(Object.entries(entry.files).filter((file) => file[1] instanceof File));
  } catch {
    return {};
  }
}

/** A vacancy's answers stay out: the career form's draft is shared by every vacancy's form. */
export function writeDraft(form: FormName, values: FieldValues, keep?: readonly string[]): void {
  const text = Object.entries(values).filter(
    ([name, value]) => isDraftValue(value) && !isAnswerName(name) && (keep === undefined || keep.includes(name)),
  );
  const files = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, File] => entry[1] instanceof File),
  );
  const before = pageFiles.get(form) ?? {};
  const changed = Object.keys({ ...before, ...files }).some((name) => before[name] !== files[name]);
  pageFiles.set(form, files);
  // Written only when the choice changed: a CV is megabytes, the text is saved at every pause.
  if (changed) void keepFiles(form, files);
  try {
    if (text.some(([, value]) => value.length > 0))
      sessionStorage.setItem(storageKey(form), JSON.stringify(Object.fromEntries(text)));
    else sessionStorage.removeItem(storageKey(form));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

export function clearDraft(form: FormName): void {
  pageFiles.delete(form);
  void keepFiles(form, {});
  try {
    sessionStorage.removeItem(storageKey(form));
  } catch {
    // As in writeDraft.
  }
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
      void keptFiles(form).then((kept) => {
        const current = getValues();
        const names = Object.keys(kept);
        if (!mounted || names.length === 0 || names.some((name) => current[name] instanceof File)) return;
        pageFiles.set(form, kept);
        reset({ ...current, ...kept }, { keepDefaultValues: true });
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
