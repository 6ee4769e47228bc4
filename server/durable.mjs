import { open } from "node:fs/promises";

/** A rename is only durable once its directory is; some systems cannot open a directory to sync it. */
export async function syncDirectory(dir) {
  let handle;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch (error) {
    if (!["EISDIR", "EPERM", "EINVAL", "EBADF"].includes(error.code)) throw error;
  } finally {
    await handle?.close();
  }
}
