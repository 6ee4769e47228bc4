import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Banner } from "./banner";
import { imageSet, renderInRouter } from "~test/render";

describe("Banner", () => {
  it("is the page's h1 with the breadcrumb its route declares when it opens the page", async () => {
    const Stub = createRoutesStub([
      {
        path: "/about",
        handle: { breadcrumb: "About" },
        Component: () => <Banner as="h1" title="Empowering the future of foodservice" images={imageSet("about")} />,
      },
    ]);
    render(<Stub initialEntries={["/about"]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Empowering the future of foodservice" }),
    ).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByText("About")).toHaveAttribute("aria-current", "page");
  });

  it("is a section h2 by default", async () => {
    renderInRouter(<Banner title="About" images={imageSet("about")} />);
    expect(await screen.findByRole("heading", { level: 2, name: "About" })).toBeVisible();
  });

  it("switches artwork at 640 and 1024 px and loads it first when it is the LCP image", async () => {
    const { container } = renderInRouter(<Banner as="h1" title="About us" images={imageSet("about")} priority />);
    await screen.findByRole("heading", { level: 1 });
    const media = Array.from(container.querySelectorAll("source")).map((source) => source.getAttribute("media"));
    expect(media).toEqual(["(min-width: 1024px)", "(min-width: 640px)"]);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("alt", "");
  });

  it("opens another site's link in a new tab and says so", async () => {
    renderInRouter(
      <Banner
        title="About"
        paragraphs={["Part of a group that feeds millions of people every day."]}
        link={{ text: "mise-foodservice.example", href: "https://www.mise-foodservice.example" }}
        images={imageSet("about")}
      />,
    );
    const link = await screen.findByRole("link", { name: "mise-foodservice.example (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("Part of a group that feeds millions of people every day.")).toBeVisible();
  });

  it("keeps a site path in the same tab and accepts the content's label", async () => {
    renderInRouter(
      <Banner title="Join us" link={{ label: "See openings", href: "/careers" }} images={imageSet("x")} />,
    );
    const link = await screen.findByRole("link", { name: "See openings" });
    expect(link).toHaveAttribute("href", "/careers");
    expect(link).not.toHaveAttribute("target");
  });
});
