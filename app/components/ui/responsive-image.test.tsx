import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage, userPlaceholderImage } from "./responsive-image";

const banner = {
  mobile: { src: "/images/about-mobile.webp", width: 390, height: 520 },
  tablet: { src: "/images/about-tablet.webp", width: 1024, height: 600, type: "image/webp" },
  desktop: {
    src: "/images/about-desktop.webp",
    srcSet: "/images/about-desktop.webp 1440w, /images/about-desktop-2x.webp 2880w",
    width: 1440,
    height: 640,
  },
};

describe("ResponsiveImage", () => {
  it("offers a file per screen size by the general thresholds", () => {
    const { container } = render(<ResponsiveImage images={banner} alt="Kitchen team at work" sizes="100vw" />);
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("media"))).toEqual(["(min-width: 1200px)", "(min-width: 768px)"]);
    expect(sources[0]).toHaveAttribute("srcset", banner.desktop.srcSet);
    expect(sources[0]).toHaveAttribute("width", "1440");
    expect(sources[1]).toHaveAttribute("srcset", banner.tablet.src);
    expect(sources[1]).toHaveAttribute("type", "image/webp");
    const img = screen.getByRole("img", { name: "Kitchen team at work" });
    expect(img).toHaveAttribute("src", banner.mobile.src);
    expect(img).toHaveAttribute("width", "390");
    expect(img).toHaveAttribute("height", "520");
    expect(img).toHaveAttribute("sizes", "100vw");
  });

  it("uses the card thresholds when told", () => {
    const { container } = render(<ResponsiveImage images={banner} alt="" thresholds="card" />);
    const media = [...container.querySelectorAll("source")].map((s) => s.getAttribute("media"));
    expect(media).toEqual(["(min-width: 1024px)", "(min-width: 640px)"]);
  });

  it("holds each file's declared proportions at its widths, whatever ratio the downloaded file has", () => {
    render(<ResponsiveImage images={banner} alt="Banner" thresholds="card" />);
    const img = screen.getByRole("img", { name: "Banner" });
    expect(img.style.getPropertyValue("--ratio-mobile")).toBe("390 / 520");
    expect(img.style.getPropertyValue("--ratio-tablet")).toBe("1024 / 600");
    expect(img.style.getPropertyValue("--ratio-desktop")).toBe("1440 / 640");
    expect(img).toHaveAttribute("data-ratio", "card");
  });

  it("holds a single image's declared proportions", () => {
    render(<ResponsiveImage images={banner.tablet} alt="Award" />);
    expect(screen.getByRole("img", { name: "Award" }).style.getPropertyValue("--ratio-desktop")).toBe("1024 / 600");
  });

  it("loads lazily unless it is the priority image", () => {
    const { rerender } = render(<ResponsiveImage images={banner} alt="Banner" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    rerender(<ResponsiveImage images={banner} alt="Banner" priority />);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("takes a single image without art direction", () => {
    const { container } = render(<ResponsiveImage images={banner.tablet} alt="Award" />);
    expect(container.querySelectorAll("source")).toHaveLength(0);
    expect(screen.getByRole("img", { name: "Award" })).toHaveAttribute("src", banner.tablet.src);
  });

  it("falls back to the general placeholder when the file fails", () => {
    const { container } = render(<ResponsiveImage images={banner} alt="Kitchen team at work" className="rounded" />);
    fireEvent.error(screen.getByRole("img"));
    const img = screen.getByRole("img", { name: "Kitchen team at work" });
    expect(img).toHaveAttribute("src", "/images/placeholder.svg");
    expect(img).toHaveClass("rounded");
    expect(container.querySelectorAll("source")).toHaveLength(0);
  });

  it("falls back to the placeholder it is given, such as the user image for team photos", () => {
    render(<ResponsiveImage images={banner.mobile} alt="Ama Perera" fallback={userPlaceholderImage} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img", { name: "Ama Perera" })).toHaveAttribute("src", "/images/user-placeholder.svg");
  });
});
