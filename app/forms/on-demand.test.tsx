import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  cleanup();
});

/** The form's "code": a component that says when it has hydrated (its effect ran). */
function makeForm(live: () => void) {
  return function Form({ label }: { label: string }) {
    return (
      <form id="demo-form" onSubmit={(event) => event.preventDefault()} ref={(node) => void (node && live())}>
        <label>
          {label}
          <input name="name" />
        </label>
      </form>
    );
  };
}

/** Renders the markup as the prerender does, then hydrates it as the browser does. */
async function prerenderAndHydrate(Island: (props: { label: string }) => React.ReactNode) {
  const container = document.createElement("div");
  // The server's render: `lazy` is resolved before the markup is written (entry.server waits for it).
  container.innerHTML = renderToString(<Island label="Name" />);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Island label="Name" />);
  });
  return container;
}

describe("onDemand", () => {
  it("keeps the prerendered form as it is until the first touch, then hydrates the same nodes", async () => {
    const live = vi.fn();
    const Form = makeForm(live);
    const importer = vi.fn(async () => ({ default: Form }));
    const { Island } = onDemand(importer, { keepId: "demo-form" });
    // The server: the lazy module must be there before the markup is written.
    await importer();
    importer.mockClear();
    const markup = document.createElement("div");
    markup.innerHTML = "";

    // Render once in a throwaway root so `lazy` has resolved, as the server's wait for all content does.
    const warm = document.createElement("div");
    const warmRoot = (await import("react-dom/client")).createRoot(warm);
    await act(async () => warmRoot.render(<Island label="Name" />));
    await waitFor(() => expect(warm.querySelector("input")).not.toBeNull());
    act(() => warmRoot.unmount());
    live.mockClear();
    importer.mockClear();

    const container = await prerenderAndHydrate(Island as never);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(container.contains(input)).toBe(true);
    // Lazy already resolved here (the module is cached), so hydration completes with the same node.
    await waitFor(() => expect(live).toHaveBeenCalled());
    expect(screen.getByRole("textbox", { name: "Name" })).toBe(input);
  });

  it("asks for the code only at the first focus inside it", async () => {
    const live = vi.fn();
    const Form = makeForm(live);
    const importer = vi.fn(async () => ({ default: Form }));
    const { Island } = onDemand(importer, { keepId: "demo-form" });

    const container = document.createElement("div");
    container.innerHTML =
      '<div class="contents"><!--$--><form id="demo-form"><label>Name<input name="name"/></label></form><!--/$--></div>';
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Island label="Name" />, { onRecoverableError: () => {} });
    });
    const input = screen.getByRole("textbox", { name: "Name" });
    fireEvent.input(input, { target: { value: "Ada" } });
    expect(importer).not.toHaveBeenCalled();
    expect(live).not.toHaveBeenCalled();

    await act(async () => {
      input.focus();
    });
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(live).toHaveBeenCalled());
    // The same element, with what was typed before the code came.
    expect(screen.getByRole("textbox", { name: "Name" })).toBe(input);
    expect(input).toHaveValue("Ada");
  });
});
