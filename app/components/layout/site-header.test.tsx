import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { menuSections } from "~/config/navigation";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { SiteHeader } from "./site-header";

function Page() {
  const location = useLocation();
  return (
    <>
      <SiteHeader />
      <main>
        <p>
          At {location.pathname}
          {location.search}
        </p>
        <button type="button">Page button</button>
      </main>
    </>
  );
}

function renderHeader(path = paths.home()) {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const searchButton = () => screen.getAllByRole("button", { name: "Search" })[0]!;
const menuDialog = () => document.getElementById("site-menu") as HTMLDialogElement;
const locked = () => document.body.classList.contains("scroll-locked");

describe("SiteHeader", () => {
  it("at the top is transparent over a picture and takes the page header's colour elsewhere", () => {
    const Stub = createRoutesStub([
      { path: "/", Component: Page, handle: { headerOverImage: true } },
      { path: "*", Component: Page },
    ]);
    const { unmount } = render(<Stub initialEntries={["/"]} />);
    expect(document.querySelector("body > div > header")).toHaveClass("bg-transparent");
    unmount();
    render(<Stub initialEntries={[paths.contact()]} />);
    expect(document.querySelector("body > div > header")).toHaveClass("bg-brand-900");
  });

  it("links the logo home with the company name", () => {
    renderHeader(paths.about());
    expect(screen.getAllByRole("link", { name: site.name })[0]).toHaveAttribute("href", paths.home());
  });

  it("opens and closes the menu with the Menu and Close menu buttons", async () => {
    const user = renderHeader();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveAttribute("aria-controls", "site-menu");
    await user.click(menuButton());
    expect(menuDialog().open).toBe(true);
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    await user.click(within(menuDialog()).getByRole("button", { name: "Close menu" }));
    expect(menuDialog().open).toBe(false);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes the menu on Escape and returns focus to the Menu button", async () => {
    const user = renderHeader();
    await user.click(menuButton());
    // jsdom does not turn Escape into the dialog's cancel event; a browser does.
    fireEvent(menuDialog(), new Event("cancel", { cancelable: true }));
    expect(menuDialog().open).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it("closes the menu on a press outside its sheet", async () => {
    const user = renderHeader();
    await user.click(menuButton());
    await user.click(menuDialog());
    expect(menuDialog().open).toBe(false);
  });

  it("keeps the menu open on a press inside its sheet", async () => {
    const user = renderHeader();
    await user.click(menuButton());
    await user.click(within(menuDialog()).getByRole("heading", { name: "Disciplines" }));
    expect(menuDialog().open).toBe(true);
  });

  it("closes the menu when a link in it is followed", async () => {
    const user = renderHeader();
    await user.click(menuButton());
    await user.click(within(menuDialog()).getByRole("link", { name: "Food Service" }));
    expect(screen.getByText(`At ${paths.foodServices()}`)).toBeInTheDocument();
    expect(menuDialog().open).toBe(false);
    expect(locked()).toBe(false);
  });

  it("locks page scrolling while the menu or the search is open", async () => {
    const user = renderHeader();
    await user.click(menuButton());
    expect(locked()).toBe(true);
    await user.click(within(menuDialog()).getByRole("button", { name: "Close menu" }));
    expect(locked()).toBe(false);
    await user.click(searchButton());
    expect(locked()).toBe(true);
    await screen.findByRole("searchbox", { name: "Search" });
    await user.keyboard("{Escape}");
    expect(locked()).toBe(false);
  });

  it("opens search and moves focus into its text box", async () => {
    const user = renderHeader();
    await user.click(searchButton());
    expect(searchButton()).toHaveAttribute("aria-expanded", "true");
    // Focus moves in an effect after the commit that shows it: wait for the focus itself.
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search" })).toHaveFocus());
  });

  it("closes search on Escape and returns focus to the Search button", async () => {
    const user = renderHeader();
    await user.click(searchButton());
    await screen.findByRole("searchbox", { name: "Search" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(searchButton()).toHaveFocus();
  });

  it("closes search on a press outside it", async () => {
    const user = renderHeader();
    await user.click(searchButton());
    await screen.findByRole("searchbox", { name: "Search" });
    await user.click(screen.getByRole("button", { name: "Page button" }));
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("closes search when the Search button is pressed again", async () => {
    const user = renderHeader();
    await user.click(searchButton());
    await screen.findByRole("searchbox", { name: "Search" });
    await user.click(searchButton());
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("closes search when the menu opens", async () => {
    const user = renderHeader();
    await user.click(searchButton());
    await screen.findByRole("searchbox", { name: "Search" });
    await user.click(menuButton());
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(menuDialog().open).toBe(true);
  });

  it("closes the menu when search is opened from it", async () => {
    const user = renderHeader();
    await user.click(menuButton());
    await user.click(within(menuDialog()).getByRole("button", { name: "Search" }));
    expect(menuDialog().open).toBe(false);
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    // Focus moves in an effect after the commit that shows it: wait for the focus itself.
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search" })).toHaveFocus());
  });

  it("submits the search to the results page and closes it", async () => {
    const user = renderHeader();
    await user.click(searchButton());
    await screen.findByRole("searchbox", { name: "Search" });
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "data & AI");
    await user.keyboard("{Enter}");
    expect(screen.getByText(`At ${paths.search("data & AI")}`)).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("marks the current page in the bar and in the menu", async () => {
    const user = userEvent.setup();
    renderHeader(paths.about());
    const bar = screen.getByRole("navigation", { name: "Primary" });
    expect(within(bar).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(bar).getByRole("link", { name: "Technology" })).not.toHaveAttribute("aria-current");
    await user.click(menuButton());
    const explore = within(menuDialog()).getByRole("navigation", { name: "Explore", hidden: true });
    expect(within(explore).getByRole("link", { name: "About", hidden: true })).toHaveAttribute("aria-current", "page");
    expect(within(explore).getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current");
  });

  it("builds the menu's sections at its first opening, not before", async () => {
    const user = userEvent.setup();
    renderHeader(paths.about());
    expect(menuDialog()).toBeEmptyDOMElement();
    await user.click(menuButton());
    expect(within(menuDialog()).getAllByRole("navigation", { hidden: true })).toHaveLength(menuSections.length);
  });
});
