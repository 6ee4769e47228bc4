import { render, screen } from "@testing-library/react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconNames, isIconName } from "~/config/icons";
import spriteText from "./generated/icon-sprite.svg?raw";
import { Icon } from "./icon";

describe("Icon", () => {
  it("is hidden from assistive technology when it has no label", () => {
    const { container } = render(
      <button type="button">
        <Icon name="search" className="size-4" />
        Search
      </button>,
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("is an image named by its label when it stands alone", () => {
    render(<Icon name="phone" label="Phone" />);
    const icon = screen.getByRole("img", { name: "Phone" });
    expect(icon).not.toHaveAttribute("aria-hidden");
  });

  it("points at its symbol in the sprite file", () => {
    const { container } = render(<Icon name="chef-hat" />);
    const href = container.querySelector("svg > use")!.getAttribute("href")!;
    expect(href).toMatch(/\/icon-sprite[^/]*\.svg[^/]*#chef-hat$/);
  });

  it("draws with lucide's 24px box and 2px round stroke in the text colour, sized by its class", () => {
    const { container } = render(<Icon name="check" className="size-5 text-accent-600" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveAttribute("width", "24");
    expect(svg).toHaveAttribute("fill", "none");
    expect(svg).toHaveAttribute("stroke", "currentColor");
    expect(svg).toHaveAttribute("stroke-width", "2");
    expect(svg).toHaveAttribute("stroke-linecap", "round");
    expect(svg).toHaveAttribute("stroke-linejoin", "round");
    expect(svg).toHaveClass("size-5", "text-accent-600");
  });
});

describe("isIconName", () => {
  it("knows the sprite's names and no others", () => {
    expect(isIconName("chef-hat")).toBe(true);
    expect(isIconName("unicorn")).toBe(false);
    expect(isIconName("constructor")).toBe(false);
  });
});

describe("the icon sprite", () => {
  const sprite = new DOMParser().parseFromString(spriteText, "image/svg+xml");
  const symbols = [...sprite.querySelectorAll("symbol")];

  it("holds one symbol for each icon name and nothing else", () => {
    expect(symbols.map((symbol) => symbol.id)).toEqual([...iconNames].sort());
  });

  it("draws each icon exactly as lucide-react's own component does", async () => {
    for (const symbol of symbols) {
      const { default: component } = (await import(`lucide-react/icons/${symbol.id}`)) as { default: ComponentType };
      const lucide = new DOMParser().parseFromString(renderToStaticMarkup(createElement(component)), "image/svg+xml");
      expect(symbol.innerHTML, symbol.id).toBe(lucide.documentElement.innerHTML);
    }
  });
});
