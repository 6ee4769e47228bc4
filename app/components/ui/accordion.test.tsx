import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Accordion, type AccordionItem } from "./accordion";

const items: AccordionItem[] = [
  { id: "one", title: "First", content: <a href="#first">First link</a> },
  { id: "two", title: "Second", content: <a href="#second">Second link</a> },
  { id: "three", title: "Third", content: <a href="#third">Third link</a> },
];

const button = (name: string) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("puts each button in a heading of the given level and wires it to its region", () => {
    render(<Accordion items={items} headingLevel={2} />);
    const trigger = button("First");
    expect(trigger.closest("h2")).not.toBeNull();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveAttribute("role", "region");
    expect(panel).toHaveAttribute("aria-labelledby", trigger.id);
    expect(panel).toHaveClass("invisible");
  });

  it("opens a panel on click and closes it on a second click", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(button("First"));
    expect(button("First")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "First" })).toHaveClass("visible");
    await user.click(button("First"));
    expect(button("First")).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps only one panel open when single is set", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} single />);
    await user.click(button("First"));
    await user.click(button("Second"));
    expect(button("First")).toHaveAttribute("aria-expanded", "false");
    expect(button("Second")).toHaveAttribute("aria-expanded", "true");
  });

  it("lets several panels stay open when single is not set", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenIds={["one"]} />);
    await user.click(button("Second"));
    expect(button("First")).toHaveAttribute("aria-expanded", "true");
    expect(button("Second")).toHaveAttribute("aria-expanded", "true");
  });

  it("follows the parent in controlled mode", async () => {
    const user = userEvent.setup();
    function Parent() {
      const [open, setOpen] = useState<string[]>(["three"]);
      // The parent enforces one-at-a-time itself by keeping only the newest id.
      return <Accordion items={items} openIds={open} onOpenChange={(ids) => setOpen(ids.slice(-1))} />;
    }
    render(<Parent />);
    expect(button("Third")).toHaveAttribute("aria-expanded", "true");
    await user.click(button("First"));
    expect(button("First")).toHaveAttribute("aria-expanded", "true");
    expect(button("Third")).toHaveAttribute("aria-expanded", "false");
  });

  it("toggles with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    button("First").focus();
    await user.keyboard("{Enter}");
    expect(button("First")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button("First")).toHaveAttribute("aria-expanded", "false");
  });

  it("moves focus between headers with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    button("First").focus();
    await user.keyboard("{ArrowDown}");
    expect(button("Second")).toHaveFocus();
    await user.keyboard("{End}");
    expect(button("Third")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(button("First")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(button("Third")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(button("First")).toHaveFocus();
  });

  it("caps the panel height so a long panel scrolls inside", () => {
    render(<Accordion items={items} maxPanelHeight="24rem" />);
    const scroller = screen.getByRole("link", { name: "First link" }).closest("[data-slot=accordion-scroll]");
    expect(scroller).toHaveStyle({ "--accordion-max-h": "24rem" });
    expect(scroller).toHaveClass("overflow-y-auto");
  });

  it("turns its animations off for people who ask for reduced motion", () => {
    render(<Accordion items={items} />);
    const panel = screen.getByRole("region", { name: "First" });
    expect(panel.className).toMatch(/transition-\[grid-template-rows,visibility\]/);
    expect(panel).toHaveClass("motion-reduce:transition-none");
  });

  it("shows plain headings and open panels from the static breakpoint up", () => {
    render(<Accordion items={items} staticFrom="sm" />);
    expect(button("First")).toHaveClass("sm:hidden");
    const heading = button("First").closest("h3");
    expect(heading?.querySelector("span.sm\\:block")).toHaveTextContent("First");
    expect(screen.getByRole("region", { name: "First" })).toHaveClass("sm:visible", "sm:grid-rows-[1fr]");
  });
});
