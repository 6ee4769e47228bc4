import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ImageSlider } from "./image-slider";
import { image } from "~test/render";

// jsdom cannot measure layout: the swipe engine is replaced by one that does nothing.
vi.mock("embla-carousel", () => ({
  default: () => ({ on: () => ({ on() {} }), off: () => ({ off() {} }), destroy() {}, selectedScrollSnap: () => 0 }),
}));

const list = (size: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    image: image(`${size}-${index + 1}`),
    alt: `Volunteers at event ${index + 1} (${size})`,
    caption: `Event ${index + 1}`,
  }));

function setup() {
  return render(
    <ImageSlider
      label="Sustainability initiatives"
      imagesDesktop={list("desktop", 3)}
      imagesTablet={list("tablet", 4)}
      imagesMobile={list("mobile", 5)}
    />,
  );
}

describe("ImageSlider", () => {
  it("shows the desktop list as a carousel from 1024 px, one slide at a time", () => {
    setup();
    const carousel = screen
      .getAllByRole("region", { name: "Sustainability initiatives", hidden: true })
      .find((region) => region.getAttribute("aria-roledescription") === "carousel")!;
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(carousel).toHaveClass("hidden", "lg:block");
    const slides = within(carousel).getAllByRole("group", { hidden: true });
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(within(carousel).getByRole("button", { name: "Next slide", hidden: true })).toBeInTheDocument();
  });

  it("gives tablets a keyboard-scrollable row of 400 px slides", () => {
    setup();
    const rows = screen
      .getAllByRole("region", { name: "Sustainability initiatives", hidden: true })
      .filter((region) => !region.hasAttribute("aria-roledescription"));
    const tablet = rows.find((row) => row.classList.contains("md:block"))!;
    expect(tablet).toHaveAttribute("tabindex", "0");
    expect(tablet).toHaveClass("overflow-x-auto", "snap-x", "lg:hidden");
    const items = within(tablet).getAllByRole("listitem", { hidden: true });
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveClass("w-[400px]", "snap-start");
  });

  it("gives phones their own images in a row of 296 px slides", () => {
    setup();
    const mobile = screen
      .getAllByRole("region", { name: "Sustainability initiatives", hidden: true })
      .find((row) => row.classList.contains("md:hidden"))!;
    const items = within(mobile).getAllByRole("listitem", { hidden: true });
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveClass("w-[296px]");
    expect(within(mobile).getByRole("img", { name: "Volunteers at event 5 (mobile)", hidden: true })).toHaveAttribute(
      "src",
      "/images/mobile-5.webp",
    );
  });
});
