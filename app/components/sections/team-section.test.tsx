import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TeamSection } from "./team-section";
import { image } from "~test/render";

const member = (name: string, designation: string) => ({
  name,
  designation,
  image: image(`portrait-${name.toLowerCase().replace(" ", "-")}`, 480, 600),
  description: `${name} leads the ${designation.toLowerCase()} work across the group and mentors new leaders.`,
  linkedin: "https://www.linkedin.com/",
});

const teams = [
  {
    id: "executive",
    name: "Executive Leadership",
    members: [member("Amaya Perera", "Managing Director"), member("Daniel Fernando", "CTO")],
  },
  { id: "engineering", name: "Engineering Leadership", members: [member("Kasun Jayawardena", "Head of Platform")] },
];

function setup() {
  const user = userEvent.setup();
  render(<TeamSection title="Meet Our Leadership Team" teams={teams} />);
  return { user };
}

describe("TeamSection", () => {
  it("has one tab per team with the first selected", () => {
    setup();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Executive Leadership", "Engineering Leadership"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tablist", { name: "Meet Our Leadership Team" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "Amaya Perera" })).toBeVisible();
  });

  it("moves to the next team with the arrow keys", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("tab", { name: "Executive Leadership" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Engineering Leadership" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Kasun Jayawardena");
    expect(screen.queryByRole("heading", { name: "Amaya Perera" })).not.toBeInTheDocument();
  });

  it("opens the member's modal from Read more and returns focus to that button when closed", async () => {
    const { user } = setup();
    const readMore = screen.getByRole("button", { name: "Read more about Daniel Fernando" });
    expect(readMore).toHaveTextContent("Read more");
    await user.click(readMore);
    const dialog = screen.getByRole("dialog", { name: "Daniel Fernando" });
    expect(within(dialog).getByText("CTO")).toBeVisible();
    expect(within(dialog).getByText(/mentors new leaders/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Close modal" }));
    expect(dialog).not.toHaveAttribute("open");
    expect(readMore).toHaveFocus();
  });

  it("links to the member's LinkedIn profile in a new tab", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Read more about Amaya Perera" }));
    const link = screen.getByRole("link", { name: "Amaya Perera on LinkedIn (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://www.linkedin.com/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the user placeholder when a portrait fails", () => {
    setup();
    const portrait = screen.getByRole("img", { name: "Portrait of Amaya Perera" });
    fireEvent.error(portrait);
    expect(screen.getByRole("img", { name: "Portrait of Amaya Perera" })).toHaveAttribute(
      "src",
      "/images/user-placeholder.svg",
    );
  });
});
