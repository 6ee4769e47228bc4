// Loaded with the forms' code, never on a page's first load.
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { FormName } from "./model/definitions/index";

/** A draft's files in IndexedDB, for the tab's session only: another session's are deleted, not restored. */
type Kept = { session: string; files: Record<string, File> };

const sessionKey = "forms:draft:session";
let store: UseStore | null | undefined;

function storeOrNull(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === "undefined" ? null : createStore("forms-drafts", "files");
    } catch {
      store = null;
    }
  }
  return store;
}

/** This tab's session id; null where sessionStorage cannot be used (then nothing is kept). */
function session(): string | null {
  try {
    let id = sessionStorage.getItem(sessionKey);
    if (!id) {
      id = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
      sessionStorage.setItem(sessionKey, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** Keeps a form's files (none: forgets them). */
export async function keepFiles(form: FormName, files: Record<string, File>): Promise<void> {
  const where = storeOrNull();
  const id = session();
  if (!where || !id) return;
  try {
    if (Object.keys(files).length > 0) await set(form, { session: id, files } satisfies Kept, where);
    else await del(form, where);
  } catch {
    // Quota, a blocked database, a file the browser cannot store: the file is not kept.
  }
}

/** The files kept for a form in this tab's session; {} when there are none or they cannot be read. */
export async function keptFiles(form: FormName): Promise<Record<string, File>> {
  const where = storeOrNull();
  const id = session();
  if (!where || !id) return {};
  try {
    const kept = await get<Kept>(form, where);
    if (!kept) return {};
    if (kept.session !== id || typeof kept.files !== "object" || kept.files === null) {
      await del(form, where);
      return {};
    }
    return Object.fromEntries(Object.entries(kept.files).filter((entry) => entry[1] instanceof File));
  } catch {
    return {};
  }
}
