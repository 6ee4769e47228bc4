// Loaded with the forms' code (use-draft.ts), never on a page's first load.
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { FormName } from "./definitions/index";

/**
 * The files of a form's draft (the CV), kept in IndexedDB so that they survive a reload like the draft's
 * text in sessionStorage does: sessionStorage holds strings only. They live as long as the tab's session:
 * each entry carries the session's id (kept in sessionStorage), and one from another session (a closed
 * tab, an earlier visit) is deleted instead of restored. Where IndexedDB is missing, blocked (some private
 * modes) or fails, nothing is kept: every call settles, and the form simply does not bring the file back.
 */
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
