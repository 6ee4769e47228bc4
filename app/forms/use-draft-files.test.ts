import { afterEach, describe, expect, it, vi } from "vitest";

// The browser behaviour itself (a file kept and brought back after a reload) is tested in Chromium
// (tests/e2e/forms.spec.ts); here, the promise that no IndexedDB, or a failing one, never breaks a form.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  sessionStorage.clear();
});

const cv = () => new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });

describe("kept files", () => {
  it("keep nothing and bring nothing back where the browser has no IndexedDB", async () => {
    vi.stubGlobal("indexedDB", undefined);
    const { keepFiles, keptFiles } = await import("./use-draft");
    await expect(keepFiles("career-interest", { cv: cv() })).resolves.toBeUndefined();
    await expect(keptFiles("career-interest")).resolves.toEqual({});
  });

  it("keep nothing and bring nothing back where opening the database throws (a blocked private mode)", async () => {
    const open = vi.fn(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    vi.stubGlobal("indexedDB", { open });
    const { keepFiles, keptFiles } = await import("./use-draft");
    await expect(keepFiles("career-interest", { cv: cv() })).resolves.toBeUndefined();
    await expect(keptFiles("career-interest")).resolves.toEqual({});
    expect(open).toHaveBeenCalled();
  });

  it("keep nothing and bring nothing back where opening the database fails", async () => {
    // What a browser does when storage is refused: the open request reports an error.
    const open = vi.fn(() => {
      const request = new EventTarget() as IDBOpenDBRequest & EventTarget;
      Object.assign(request, { error: new DOMException("refused", "UnknownError") });
      queueMicrotask(() => {
        (request as { onerror?: ((event: Event) => void) | null }).onerror?.(new Event("error"));
        request.dispatchEvent(new Event("error"));
      });
      return request;
    });
    vi.stubGlobal("indexedDB", { open });
    const { keepFiles, keptFiles } = await import("./use-draft");
    await expect(keepFiles("career-interest", { cv: cv() })).resolves.toBeUndefined();
    await expect(keptFiles("career-interest")).resolves.toEqual({});
  });

  it("keep nothing where sessionStorage cannot be used, without touching IndexedDB", async () => {
    const open = vi.fn();
    vi.stubGlobal("indexedDB", { open });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const { keepFiles, keptFiles } = await import("./use-draft");
    await keepFiles("career-interest", { cv: cv() });
    await expect(keptFiles("career-interest")).resolves.toEqual({});
    expect(open).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
