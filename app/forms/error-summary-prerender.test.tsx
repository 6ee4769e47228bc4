import { act, screen, within } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorSummary } from "~/forms/error-summary";

const summary = <ErrorSummary form="academy-interest" fields={[]} headingLevel={3} />;

/** The summary's place as the prerender writes it (`import.meta.env.SSR`), in a container on the page. */
function prerendered() {
  vi.stubEnv("SSR", true);
  const html = renderToString(summary);
  vi.unstubAllEnvs();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllEnvs();
  document.body.innerHTML = "";
});

describe("the notice for a post refused without script", () => {
  it("is prerendered as a focusable region at the redirect's fragment, named by its heading", () => {
    prerendered();
    const notice = screen.getByRole("region", { name: "Nothing was sent yet" });
    expect(notice).toHaveAttribute("id", "not-sent");
    expect(notice).toHaveAttribute("tabindex", "-1");
    expect(notice).toHaveClass("refused-notice", "mb-8");
    expect(within(notice).getByRole("heading", { level: 3, name: "Nothing was sent yet" })).toBeInTheDocument();
    expect(notice).toHaveTextContent("Some fields need attention. Please check the form and send it again.");
  });

  it("follows the script that holds back what comes after it while a ?error= summary is on its way", () => {
    const container = prerendered();
    const scope = container.querySelector("[data-error-scope]");
    expect(scope?.firstElementChild?.tagName).toBe("SCRIPT");
    expect(scope?.firstElementChild?.textContent).toContain("errorPending");
    expect(scope?.lastElementChild).toBe(screen.getByRole("region", { name: "Nothing was sent yet" }));
  });

  it("is kept as prerendered when the page hydrates, without a hydration error", async () => {
    const container = prerendered();
    const recoverable = vi.fn();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, summary, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(screen.getByRole("region", { name: "Nothing was sent yet" })).toBeInTheDocument();
  });

  it("is not drawn by the app itself, which shows the error summary instead", () => {
    const container = document.createElement("div");
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(summary);
    });
    expect(screen.queryByRole("region", { name: "Nothing was sent yet" })).not.toBeInTheDocument();
  });
});
