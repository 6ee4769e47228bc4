import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Button, LinkButton } from "./button";

function renderInRouter(ui: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("Button", () => {
  it("is a plain button that keeps its text as passed", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>CLEAR FILTER</Button>);
    const button = screen.getByRole("button", { name: "CLEAR FILTER" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("adds the caller's class after its own", () => {
    render(
      <Button variant="outline" tone="dark" size="lg" className="w-full">
        Search
      </Button>,
    );
    const classes = screen.getByRole("button").className;
    expect(classes).toContain("border-white");
    expect(classes).toContain("min-h-13");
    expect(classes.endsWith("w-full")).toBe(true);
  });

  it("looks different on a light and a dark background", () => {
    render(
      <>
        <Button variant="secondary">Light</Button>
        <Button variant="secondary" tone="dark">
          Dark
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Light" })).toHaveClass("bg-brand-900");
    expect(screen.getByRole("button", { name: "Dark" })).toHaveClass("bg-white");
  });
});

describe("LinkButton", () => {
  it("links to a site path through the router", () => {
    renderInRouter(<LinkButton to="/careers">Current Job Openings</LinkButton>);
    const link = screen.getByRole("link", { name: "Current Job Openings" });
    expect(link).toHaveAttribute("href", "/careers");
    expect(link).not.toHaveAttribute("target");
    expect(link).toHaveClass("bg-accent-600");
  });

  it("opens another site in a new tab when asked", () => {
    renderInRouter(
      <LinkButton to="https://www.example.org/" newTab variant="outline">
        Visit the parent company
      </LinkButton>,
    );
    const link = screen.getByRole("link", { name: "Visit the parent company" });
    expect(link).toHaveAttribute("href", "https://www.example.org/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps another site in the same tab unless asked", () => {
    renderInRouter(<LinkButton to="mailto:someone@example.org">Email us</LinkButton>);
    const link = screen.getByRole("link", { name: "Email us" });
    expect(link).toHaveAttribute("href", "mailto:someone@example.org");
    expect(link).not.toHaveAttribute("target");
  });
});
