import { afterEach, describe, expect, it, vi } from "vitest";
import { endPendingQuery, pendingQueryScript } from "./pending-query";

const run = (script: string, search: string) => {
  window.history.replaceState(null, "", `/page${search}`);
  new Function(script)();
};

afterEach(() => {
  vi.useRealTimers();
  delete document.documentElement.dataset.filterPending;
  delete document.documentElement.dataset.errorPending;
});

describe("pendingQueryScript", () => {
  it("marks the page when its parameter is in the address", () => {
    run(pendingQueryScript("error", "error"), "?error=email");
    expect(document.documentElement).toHaveAttribute("data-error-pending");
  });

  it("leaves the page alone without the parameter", () => {
    run(pendingQueryScript("error", "error"), "?ref=ML-1");
    expect(document.documentElement).not.toHaveAttribute("data-error-pending");
  });

  it("marks the page for any query when no parameter is named", () => {
    run(pendingQueryScript("filter"), "?level=Senior");
    expect(document.documentElement).toHaveAttribute("data-filter-pending");
  });

  it("gives up after five seconds", () => {
    vi.useFakeTimers();
    run(pendingQueryScript("filter"), "?level=Senior");
    vi.advanceTimersByTime(5000);
    expect(document.documentElement).not.toHaveAttribute("data-filter-pending");
  });
});

describe("endPendingQuery", () => {
  it("shows what was waiting", () => {
    run(pendingQueryScript("error", "error"), "?error=email");
    endPendingQuery("error");
    expect(document.documentElement).not.toHaveAttribute("data-error-pending");
  });
});
