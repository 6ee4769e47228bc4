import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { paths } from "~/config/paths";
import { disciplines as disciplinePages } from "~/content/disciplines";
import { SiteMenu } from "./site-menu";

function renderMenu({ open = true, pathname = paths.home() } = {}) {
  const onClose = vi.fn();
  const onNavigate = vi.fn();
  const onOpenSearch = vi.fn();
  const props = { id: "menu", pathname, onClose, onNavigate, onOpenSearch };
  const Stub = createRoutesStub([{ path: "*", Component: () => <SiteMenu {...props} open={open} /> }]);
  render(<Stub initialEntries={[pathname]} />);
  return { user: userEvent.setup(), onClose, onNavigate, onOpenSearch };
}

const dialog = () => screen.getByRole("dialog", { name: "Menu" });
const toggle = (name: string) => within(dialog()).getByRole("button", { name: `${name} pages` });
/** The children of a parent; jsdom ignores `inert`, so reachability is read from the attribute. */
const children = (name: string) => document.getElementById(toggle(name).getAttribute("aria-controls") ?? "")!;

describe("SiteMenu", () => {
  it("lists the primary, secondary and discipline links", () => {
    renderMenu();
    for (const name of ["Explore", "Careers & news", "Disciplines"]) {
      expect(within(dialog()).getByRole("navigation", { name })).toBeInTheDocument();
    }
    const disciplines = within(within(dialog()).getByRole("navigation", { name: "Disciplines" })).getAllByRole("link");
    expect(disciplines.map((link) => link.getAttribute("href"))).toEqual(
      disciplinePages.map((discipline) => paths.discipline(discipline.id)),
    );
  });

  it("starts with every parent collapsed and its children out of reach", () => {
    renderMenu();
    for (const name of ["About", "Technology", "Careers"]) {
      expect(toggle(name)).toHaveAttribute("aria-expanded", "false");
    }
    expect(children("About")).toHaveAttribute("inert");
  });

  it("expands a parent's children and collapses them when toggled again", async () => {
    const { user } = renderMenu();
    await user.click(toggle("About"));
    expect(toggle("About")).toHaveAttribute("aria-expanded", "true");
    expect(children("About")).not.toHaveAttribute("inert");
    expect(within(children("About")).getByRole("link", { name: "Awards" })).toHaveAttribute("href", paths.awards());
    await user.click(toggle("About"));
    expect(toggle("About")).toHaveAttribute("aria-expanded", "false");
    expect(children("About")).toHaveAttribute("inert");
  });

  it("keeps only one parent expanded at a time", async () => {
    const { user } = renderMenu();
    await user.click(toggle("About"));
    await user.click(toggle("Technology"));
    expect(toggle("About")).toHaveAttribute("aria-expanded", "false");
    expect(toggle("Technology")).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle("Careers"));
    expect(toggle("Technology")).toHaveAttribute("aria-expanded", "false");
    expect(children("Technology")).toHaveAttribute("inert");
    expect(children("Careers")).not.toHaveAttribute("inert");
  });

  it("toggles a parent with Enter and with Space", async () => {
    const { user } = renderMenu();
    toggle("Technology").focus();
    await user.keyboard("{Enter}");
    expect(toggle("Technology")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(toggle("Technology")).toHaveAttribute("aria-expanded", "false");
  });

  it("points a parent's button at its children", async () => {
    const { user } = renderMenu();
    await user.click(toggle("Technology"));
    expect(within(children("Technology")).getByRole("link", { name: "Tech stack" })).toHaveAttribute(
      "href",
      "/technology/tech-stack",
    );
  });

  it("marks the current page's link and only that one", () => {
    renderMenu({ pathname: paths.discipline("design") });
    const current = within(dialog()).getAllByRole("link", { current: "page" });
    expect(current.map((link) => link.textContent)).toEqual(["UI/UX"]);
  });

  it("reports the close button, the search button and followed links", async () => {
    const { user, onClose, onOpenSearch, onNavigate } = renderMenu();
    await user.click(within(dialog()).getByRole("button", { name: "Close menu" }));
    expect(onClose).toHaveBeenCalledWith(true);
    await user.click(within(dialog()).getByRole("button", { name: "Search" }));
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog()).getByRole("link", { name: "Blog" }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
