import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs";

const teams = [
  { id: "leadership", label: "Leadership", content: <p>Leadership members</p> },
  { id: "engineering", label: "Engineering", content: <p>Engineering members</p> },
  { id: "design", label: "Design", content: <p>Design members</p> },
];

function setup(onChange?: (id: string) => void) {
  const user = userEvent.setup();
  render(<Tabs items={teams} label="Teams" onChange={onChange} />);
  return { user, tab: (name: string) => screen.getByRole("tab", { name }) };
}

describe("Tabs", () => {
  it("shows the first tab's panel at start", () => {
    const { tab } = setup();
    expect(screen.getByRole("tablist", { name: "Teams" })).toBeInTheDocument();
    expect(tab("Leadership")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Leadership" })).toHaveTextContent("Leadership members");
    expect(screen.getByText("Engineering members")).not.toBeVisible();
  });

  it("keeps only the selected tab in the Tab order", () => {
    const { tab } = setup();
    expect(tab("Leadership")).toHaveAttribute("tabindex", "0");
    expect(tab("Engineering")).toHaveAttribute("tabindex", "-1");
    expect(tab("Design")).toHaveAttribute("tabindex", "-1");
  });

  it("selects a tab on a click and fades its panel in", async () => {
    const onChange = vi.fn();
    const { user, tab } = setup(onChange);
    expect(screen.getByRole("tabpanel")).not.toHaveClass("ui-tab-fade");
    await user.click(tab("Design"));
    expect(tab("Design")).toHaveAttribute("aria-selected", "true");
    expect(tab("Leadership")).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel", { name: "Design" });
    expect(panel).toHaveTextContent("Design members");
    expect(panel).toHaveClass("ui-tab-fade");
    expect(onChange).toHaveBeenCalledWith("design");
  });

  it("moves selection and focus with the arrow keys, wrapping at the ends", async () => {
    const { user, tab } = setup();
    await user.click(tab("Leadership"));
    await user.keyboard("{ArrowRight}");
    expect(tab("Engineering")).toHaveFocus();
    expect(tab("Engineering")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(tab("Design")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Design members");
    await user.keyboard("{ArrowRight}");
    expect(tab("Leadership")).toHaveFocus();
  });

  it("jumps to the first and last tab with Home and End", async () => {
    const { user, tab } = setup();
    await user.click(tab("Engineering"));
    await user.keyboard("{End}");
    expect(tab("Design")).toHaveFocus();
    expect(tab("Design")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(tab("Leadership")).toHaveFocus();
    expect(tab("Leadership")).toHaveAttribute("aria-selected", "true");
  });

  it("goes from the selected tab to its panel with Tab", async () => {
    const { user, tab } = setup();
    await user.click(tab("Engineering"));
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Engineering" })).toHaveFocus();
  });
});
