import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { debugAllowed, PreloaderToggle } from "./preloader-toggle";

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/", Component: PreloaderToggle }]);
  return render(<Stub initialEntries={[url]} />);
}

describe("debugAllowed", () => {
  it("allows the debug button in development builds", () => {
    expect(debugAllowed("", true)).toBe(true);
  });

  it("allows it in production only with ?debug=1", () => {
    expect(debugAllowed("", false)).toBe(false);
    expect(debugAllowed("?debug=0", false)).toBe(false);
    expect(debugAllowed("?q=x&debug=1", false)).toBe(true);
  });
});

describe("PreloaderToggle", () => {
  it("shows and hides the preloader", async () => {
    renderAt("/?debug=1");
    const button = screen.getByRole("button", { name: "Toggle Preloader" });
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(button);
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
  });
});
