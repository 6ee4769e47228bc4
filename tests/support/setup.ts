import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";
import { removeTempDirs } from "./temp-dirs.mjs";

// findBy… and waitFor wait up to 3 s for what a component shows after a promise: a busy 2-core machine running
// two test files at once can take longer than the library's 1 s default, with nothing wrong in the component.
configure({ asyncUtilTimeout: 3_000 });

// Server and script tests run in Node (`// @vitest-environment node`): no DOM to clean or patch there.
const hasDom = typeof document !== "undefined";

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  document.body.className = "";
  sessionStorage.clear();
});

// Registered first, so it runs after the file's own hooks have stopped the servers that wrote there.
afterAll(removeTempDirs);

// jsdom has <dialog> but not its methods: a minimal stand-in (open, first-control focus, close event)
// so components built on showModal() can be tested. Tab trapping and the top layer are left to browsers.
if (hasDom && !("showModal" in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
      this.querySelector<HTMLElement>("button, [href], input, select, textarea, [tabindex]")?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event("close"));
    },
  });
}

// jsdom does no layout, so it has no scrollIntoView: a no-op keeps components that scroll a field into view
// (the forms' error summary) testable; where things land on screen is the browser tests' job.
if (hasDom && !("scrollIntoView" in Element.prototype)) {
  Object.assign(Element.prototype, { scrollIntoView() {} });
}
