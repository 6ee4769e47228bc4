import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";

// The browser behaviour itself (a file kept and brought back after a reload) is tested in Chromium
// (tests/e2e/forms.spec.ts); here, the promise that no IndexedDB, or a failing one, never breaks a form.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  sessionStorage.clear();
});

const cv = () => new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });

type Values = { firstName: string; cv: File | null };

/** A fresh copy of the draft's module is a fresh page: only what IndexedDB kept can come back. */
async function mountOnFreshPage() {
  vi.resetModules();
  const { useDraft } = await import("./use-draft");
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { firstName: "", cv: null } });
    useDraft("career-interest", form, 0);
    return form;
  });
}

/** Lets the storage's promises settle, whatever they do. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Attaches a CV, leaves the page (the draft is written), and opens the form again on a new one. */
async function keepAndReload() {
  const before = await mountOnFreshPage();
  act(() => before.result.current.setValue("cv", cv()));
  before.unmount();
  await settle();
  const after = await mountOnFreshPage();
  await settle();
  return after.result.current;
}

describe("kept files", () => {
  it("keep nothing and bring nothing back where the browser has no IndexedDB", async () => {
    vi.stubGlobal("indexedDB", undefined);
    expect((await keepAndReload()).getValues("cv")).toBeNull();
  });

  it("keep nothing and bring nothing back where opening the database throws (a blocked private mode)", async () => {
    const open = vi.fn(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    vi.stubGlobal("indexedDB", { open });
    expect((await keepAndReload()).getValues("cv")).toBeNull();
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
    expect((await keepAndReload()).getValues("cv")).toBeNull();
    expect(open).toHaveBeenCalled();
  });

  it("keep nothing where sessionStorage cannot be used, without touching IndexedDB", async () => {
    const open = vi.fn();
    vi.stubGlobal("indexedDB", { open });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect((await keepAndReload()).getValues("cv")).toBeNull();
    expect(open).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
