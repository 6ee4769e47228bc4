import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentBlock } from "./content-block";

const titleLines = [[{ text: "Our Commitment to " }, { text: "Sustainability", special: true }]];

describe("ContentBlock", () => {
  it("shows a highlighted title and its paragraphs", () => {
    render(<ContentBlock titleLines={titleLines} paragraphs={["Food should feed people, not landfill."]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Our Commitment to Sustainability" })).toBeVisible();
    expect(screen.getByText("Sustainability")).toHaveClass("text-accent-600");
    expect(screen.getByText("Food should feed people, not landfill.")).toBeVisible();
  });

  it("adds a sub-section, features and stats when the content has them", () => {
    render(
      <ContentBlock
        titleLines={titleLines}
        paragraphs={["Food should feed people, not landfill."]}
        subTitle="How we give"
        subParagraphs={["Every volunteer gets paid time to take part."]}
        features={[{ icon: "leaf", title: "Less waste", description: "Shelf-life tracking cuts spoilage." }]}
        stats={[{ title: "Meals Donated", prepender: "", count: "26,937", appender: "" }]}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "How we give" })).toBeVisible();
    expect(screen.getByText("Every volunteer gets paid time to take part.")).toBeVisible();
    expect(screen.getByRole("heading", { level: 4, name: "Less waste" })).toBeVisible();
    expect(screen.getByRole("term")).toHaveTextContent("Meals Donated");
    expect(screen.getByRole("definition")).toHaveTextContent("26,937");
  });

  it("can open a page as its h1, keeping the outline unbroken below", () => {
    render(
      <ContentBlock
        as="h1"
        titleLines={titleLines}
        paragraphs={["Food should feed people, not landfill."]}
        features={[{ icon: "leaf", title: "Less waste", description: "Shelf-life tracking cuts spoilage." }]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Our Commitment to Sustainability");
    expect(screen.getByRole("heading", { level: 2, name: "Less waste" })).toBeVisible();
  });

  it("leaves out what the content does not have", () => {
    render(<ContentBlock titleLines={titleLines} paragraphs={["Food should feed people, not landfill."]} />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    expect(screen.getAllByRole("heading")).toHaveLength(1);
  });
});
