import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TechStackShowcase, type TechStackGroupItem } from "./tech-stack-showcase";

const logo = { src: "/images/logo.svg", width: 320, height: 80 };
const groups: TechStackGroupItem[] = [
  { id: "data", name: "Data", description: "Streams and warehouses.", technologies: [{ name: "Kafka", logo }] },
  { id: "cloud", name: "Cloud", description: "Managed infrastructure.", technologies: [{ name: "Kubernetes", logo }] },
  { id: "frontend", name: "Frontend", description: "Web and mobile apps.", technologies: [{ name: "React", logo }] },
];

const panel = () => screen.getByRole("tabpanel");
const toggle = () => screen.getByRole("button", { name: /Technology group/ });
/** The list the toggle controls; a hidden list has no accessible name to query by. */
const list = () => document.getElementById(toggle().getAttribute("aria-controls") ?? "") as HTMLElement;

describe("TechStackShowcase tabs", () => {
  it("shows the first group at start", () => {
    render(<TechStackShowcase groups={groups} />);
    expect(screen.getByRole("tab", { name: "Data" })).toHaveAttribute("aria-selected", "true");
    expect(within(panel()).getByRole("img", { name: "Kafka" })).toBeInTheDocument();
  });

  it("shows the group whose tab is pressed", async () => {
    render(<TechStackShowcase groups={groups} />);
    await userEvent.click(screen.getByRole("tab", { name: "Cloud" }));
    expect(panel()).toHaveAccessibleName("Cloud");
    expect(within(panel()).getByRole("img", { name: "Kubernetes" })).toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    render(<TechStackShowcase groups={groups} />);
    await userEvent.click(screen.getByRole("tab", { name: "Data" }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Frontend" })).toHaveFocus();
    expect(within(panel()).getByRole("img", { name: "React" })).toBeInTheDocument();
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Data" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Cloud" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Data" })).toHaveAttribute("tabindex", "-1");
  });
});

describe("TechStackShowcase dropdown", () => {
  it("opens and closes with its button", async () => {
    render(<TechStackShowcase groups={groups} />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(list()).not.toBeVisible();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(list()).toBeVisible();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes again when a group is picked and shows that group", async () => {
    render(<TechStackShowcase groups={groups} />);
    await userEvent.click(toggle());
    await userEvent.click(within(list()).getByRole("button", { name: "Frontend" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveTextContent("Frontend");
    expect(toggle()).toHaveFocus();
    expect(within(panel()).getByRole("img", { name: "React" })).toBeInTheDocument();
  });

  it("closes on Escape and on a press outside", async () => {
    render(
      <>
        <TechStackShowcase groups={groups} />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(toggle());
    await userEvent.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle());
    await userEvent.click(screen.getByText("Outside"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
