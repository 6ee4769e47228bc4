import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { ImageTextBlock } from "./image-text-block";
import { imageSet, renderInRouter, stubObserver } from "~test/render";

afterEach(() => vi.unstubAllGlobals());

const props = {
  title: [[{ text: "Our Commitment to " }, { text: "Innovation", special: true }]],
  paragraphs: ["We ship small changes often and measure what they do for kitchens."],
  images: imageSet("commitment"),
  imageAlt: "A chef using a tablet",
};

describe("ImageTextBlock", () => {
  it("shows the title with its highlighted words, paragraphs and the described image", async () => {
    renderInRouter(<ImageTextBlock {...props} />);
    const heading = await screen.findByRole("heading", { level: 2, name: "Our Commitment to Innovation" });
    expect(screen.getByText("Innovation")).toHaveClass("text-accent-600");
    expect(heading).toBeVisible();
    expect(screen.getByRole("img", { name: "A chef using a tablet" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("puts the image on the right when asked and slides it in from that side once in view", async () => {
    const { intersect } = stubObserver();
    renderInRouter(<ImageTextBlock {...props} imagePosition="right" />);
    const frame = (await screen.findByRole("img")).closest("[data-revealed]");
    expect(frame).toHaveClass("reveal-slide-in-right", "lg:order-last");
    intersect(false);
    expect(frame).toHaveAttribute("data-revealed", "false");
    intersect();
    expect(frame).toHaveAttribute("data-revealed", "true");
  });

  it("offers a button when one is given", async () => {
    renderInRouter(<ImageTextBlock {...props} button={{ label: "Read our story", to: "/history" }} />);
    expect(await screen.findByRole("link", { name: "Read our story" })).toHaveAttribute("href", "/history");
  });
});
