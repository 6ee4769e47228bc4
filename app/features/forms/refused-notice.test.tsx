import { act, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RefusedNotice } from "./refused-notice";

/** The notice as the prerender writes it (`import.meta.env.SSR`), in a container on the page. */
function prerendered(headingLevel: 2 | 3) {
  vi.stubEnv("SSR", true);
  const html = renderToString(<RefusedNotice headingLevel={headingLevel} className="mb-8" />);
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

describe("RefusedNotice", () => {
  it("is prerendered as a focusable region at the page's fragment, named by its heading", () => {
    prerendered(2);
    const notice = screen.getByRole("region", { name: "Nothing was sent yet" });
    expect(notice).toHaveAttribute("id", "not-sent");
    expect(notice).toHaveAttribute("tabindex", "-1");
    expect(notice).toHaveClass("refused-notice", "mb-8");
    expect(within(notice).getByRole("heading", { level: 2, name: "Nothing was sent yet" })).toBeInTheDocument();
    expect(notice).toHaveTextContent("Some fields need attention. Please check the form and send it again.");
  });

  it("takes the heading level of where it stands", () => {
    prerendered(3);
    expect(screen.getByRole("heading", { level: 3, name: "Nothing was sent yet" })).toBeInTheDocument();
  });

  it("is kept as prerendered when the page hydrates, without a hydration error", async () => {
    const container = prerendered(3);
    const recoverable = vi.fn();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <RefusedNotice headingLevel={3} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(screen.getByRole("region", { name: "Nothing was sent yet" })).toBeInTheDocument();
  });
});
