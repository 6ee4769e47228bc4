import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Preloader } from "./preloader";

describe("Preloader", () => {
  it("is a status named Loading", () => {
    render(<Preloader />);
    expect(screen.getByRole("status", { name: "Loading" })).toHaveTextContent("Loading");
  });

  it("covers the whole screen in white above everything else", () => {
    render(<Preloader />);
    expect(screen.getByRole("status")).toHaveClass("fixed", "inset-0", "z-[1000]", "bg-white");
  });

  it("hides its decorative image from assistive technology", () => {
    render(<Preloader />);
    const svg = screen.getByRole("status").querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
  });

  it("animates only when the visitor has not asked for reduced motion", () => {
    render(<Preloader />);
    const animated = Array.from(screen.getByRole("status").querySelectorAll("[class*='animate-']"));
    expect(animated.length).toBeGreaterThan(0);
    for (const element of animated) {
      const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter((c) => c.includes("animate-"));
      expect(classes.every((c) => c.startsWith("motion-safe:"))).toBe(true);
    }
  });

  it("takes a custom label", () => {
    render(<Preloader label="Loading careers" />);
    expect(screen.getByRole("status", { name: "Loading careers" })).toBeInTheDocument();
  });
});
