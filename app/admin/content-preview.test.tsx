import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import about from "~/content/about.json" with { type: "json" };
import awards from "~/content/awards.json" with { type: "json" };
import notFound from "~/content/not-found.json" with { type: "json" };
import { ContentFilePreview } from "./content-preview.tsx";

/** The entry as Decap CMS hands it to a preview: its data behind `getIn(["data"]).toJS()`. */
const entryOf = (data: unknown) => ({ getIn: () => ({ toJS: () => data }) });

describe("the preview of a content file", () => {
  it("draws a page's sections with their highlighted titles and the brand's names filled in", () => {
    render(<ContentFilePreview entry={entryOf(about)} />);
    expect(screen.getByRole("heading", { level: 2, name: "Our Story" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Our Commitment to Innovation and Excellence" })).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`^${site.name} began in ${site.foundedYear} with twelve engineers`)),
    ).toBeTruthy();
    expect(screen.queryByText(/\{company\}/)).toBeNull();
  });

  it("draws a list's entries, each with its fields", () => {
    render(<ContentFilePreview entry={entryOf(awards)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(awards.awards.length);
    expect(screen.getByText(awards.awards[0]!.title)).toBeTruthy();
  });

  it("draws a page's header as the page does, with its search text", () => {
    render(<ContentFilePreview entry={entryOf(notFound)} />);
    expect(screen.getByRole("heading", { level: 1, name: notFound.heading })).toBeTruthy();
    expect(screen.getByText(notFound.seo.description, { exact: false })).toBeTruthy();
    expect(screen.getByText(notFound.intro)).toBeTruthy();
  });
});
