import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import about from "~/content/about.json" with { type: "json" };
import academy from "~/content/academy.json" with { type: "json" };
import accessibility from "~/content/accessibility.json" with { type: "json" };
import awards from "~/content/awards.json" with { type: "json" };
import brand from "~/content/brand.json" with { type: "json" };
import disciplines from "~/content/disciplines.json" with { type: "json" };
import features from "~/content/features.json" with { type: "json" };
import foodServices from "~/content/food-services.json" with { type: "json" };
import history from "~/content/history.json" with { type: "json" };
import home from "~/content/home.json" with { type: "json" };
import lifeAt from "~/content/life-at.json" with { type: "json" };
import notFound from "~/content/not-found.json" with { type: "json" };
import pages from "~/content/pages.json" with { type: "json" };
import stats from "~/content/stats.json" with { type: "json" };
import sustainability from "~/content/sustainability.json" with { type: "json" };
import teams from "~/content/teams.json" with { type: "json" };
import techStack from "~/content/tech-stack.json" with { type: "json" };
import technology from "~/content/technology.json" with { type: "json" };
import testimonials from "~/content/testimonials.json" with { type: "json" };
import { brochureDownload } from "~/features/academy/brochure.server";
import { editorFiles } from "./cms-config.ts";
import { filePreviews } from "./page-previews.tsx";

/** The entry as Decap CMS hands it to a preview: its data behind `getIn(["data"]).toJS()`. */
const entryOf = (data: unknown) => ({ getIn: () => ({ toJS: () => data }) });
/** A copy of a content file with one change. */
const edited = <T,>(data: T, change: (copy: T) => void): T => {
  const copy = structuredClone(data);
  change(copy);
  return copy;
};

const files: Record<string, unknown> = {
  brand,
  home,
  awards,
  teams,
  testimonials,
  stats,
  disciplines,
  features,
  "tech-stack": techStack,
  pages,
  about,
  academy,
  "life-at": lifeAt,
  technology,
  sustainability,
  "food-services": foodServices,
  history,
  accessibility,
  "not-found": notFound,
};

const preview = (name: string, data: unknown) => {
  const Preview = filePreviews[name]!;
  return render(<Preview entry={entryOf(data)} />);
};

beforeAll(() => {
  // The editor's build reads the brochure's size from the file (vite.admin.config.ts); so does the test.
  vi.stubEnv("CMS_BROCHURE", JSON.stringify(brochureDownload()));
});

describe("the editor's previews of the content files", () => {
  it("has one for every file the editor lists, each drawing the file as committed without a problem", () => {
    expect(Object.keys(filePreviews).sort()).toEqual(editorFiles.map((file) => file.name).sort());
    for (const file of editorFiles) {
      const { unmount } = preview(file.name, files[file.name]);
      expect(screen.queryByText(/once the file is complete/), file.name).toBeNull();
      expect(screen.queryByText(/\{company\}|\{parent\}/), file.name).toBeNull();
      unmount();
    }
  });

  it("draws the home page's hero, sections and latest news, and shows a change to its texts", () => {
    preview(
      "home",
      edited(home, (h) => {
        h.services.title = "What our teams ship";
      }),
    );
    expect(screen.getByRole("heading", { level: 2, name: "What our teams ship" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: home.news.title })).toBeInTheDocument();
    expect(screen.getAllByRole("article").length).toBeGreaterThan(0);
  });

  it("draws the About page in its own layout with the brand's names filled in", () => {
    preview(
      "about",
      edited(about, (a) => {
        a.leadershipTitle = "The people who lead {company}";
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: pages.about.heading.replace("{company}", site.name) }));
    expect(screen.getByRole("heading", { name: `The people who lead ${site.name}` })).toBeInTheDocument();
  });

  it("shows an Academy module just renamed, with the brochure's size as the page gives it", () => {
    preview(
      "academy",
      edited(academy, (a) => {
        a.modules[0]!.title = "Kitchen systems in depth";
      }),
    );
    expect(screen.getByText("Kitchen systems in depth")).toBeInTheDocument();
    expect(
      screen.getAllByRole("link", { name: new RegExp(`PDF, ${brochureDownload().sizeKb} KB`) }).length,
    ).toBeGreaterThan(0);
  });

  it("shows a History milestone just added, on the timeline", () => {
    preview(
      "history",
      edited(history, (h) => {
        h.milestones.push({
          year: 2099,
          title: "A kitchen on the moon",
          description: "The first lunar kitchen orders its rice through the platform the teams built.",
        });
      }),
    );
    expect(screen.getByText("A kitchen on the moon")).toBeInTheDocument();
    expect(screen.getByText("2099")).toBeInTheDocument();
  });

  it("shows the Not found page's new heading with its ways on", () => {
    preview(
      "not-found",
      edited(notFound, (n) => {
        n.heading = "Nothing lives at this address";
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Nothing lives at this address" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Careers" })).toBeInTheDocument();
  });

  it("shows each page's heading in its own header, with its search text", () => {
    preview(
      "pages",
      edited(pages, (p) => {
        p.awards.heading = "Recognition we are proud of";
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Recognition we are proud of" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(Object.keys(pages).length);
  });

  it("shows a changed counter on the home page's band and a Sustainability counter in its block", () => {
    preview(
      "stats",
      edited(stats, (s) => {
        s.home[0]!.title = "Revenue last year";
        s.sustainability[0]!.title = "Trees planted by the teams";
      }),
    );
    expect(screen.getByText("Revenue last year")).toBeInTheDocument();
    expect(screen.getByText("Trees planted by the teams")).toBeInTheDocument();
    expect(screen.getByText("Home page")).toBeInTheDocument();
    expect(screen.getByText("Sustainability page")).toBeInTheDocument();
  });

  it("shows an award's new title on the Awards page", () => {
    preview(
      "awards",
      edited(awards, (a) => {
        a.awards[0]!.title = "Kindest Kitchen Software";
      }),
    );
    expect(screen.getByRole("heading", { name: "Kindest Kitchen Software" })).toBeInTheDocument();
  });

  it("shows a discipline's new description on its tile and its new tool on its page", () => {
    preview(
      "disciplines",
      edited(disciplines, (d) => {
        d.disciplines[0]!.description = "We write the software that keeps every kitchen in the group supplied on time.";
        d.disciplines[0]!.stack.push("Zig");
        d.titles.design = "Product Design";
      }),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Product Design" })).toBeInTheDocument();
    expect(
      screen.getByText("We write the software that keeps every kitchen in the group supplied on time."),
    ).toBeInTheDocument();
    const engineering = screen.getByRole("region", { name: "Engineering" });
    expect(within(engineering).getByText("Zig")).toBeInTheDocument();
  });

  it("shows a team talk and an employee's voice just changed, each on its page's section", () => {
    preview(
      "testimonials",
      edited(testimonials, (t) => {
        t.employees[0]!.name = "Nadeesha Perera";
        t.teamTalks[0]!.name = "Ruwan Silva";
      }),
    );
    expect(screen.getAllByText("Nadeesha Perera").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Ruwan Silva").length).toBeGreaterThan(0);
  });

  it("shows an icon tile's new title on the Foodservice page and a benefit's on Life at", () => {
    preview(
      "features",
      edited(features, (f) => {
        f.foodServices[0]!.title = "Plant-forward menus";
        f.lifeAtBenefits[0]!.title = "Four-day summers";
      }),
    );
    expect(screen.getByRole("heading", { name: "Plant-forward menus" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Four-day summers" })).toBeInTheDocument();
  });

  it("shows the brand's new phone number in the footer's contact banner and the contact page's details", () => {
    preview(
      "brand",
      edited(brand, (b) => {
        b.contact.phone = "+94 11 765 4321";
        b.offices[0]!.streetAddress = "Level 12, 200 Galle Road";
      }),
    );
    expect(screen.getAllByRole("link", { name: "+94 11 765 4321" })).toHaveLength(2);
    expect(screen.getAllByText(/^Level 12, 200 Galle Road, Colombo/)).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Other ways to reach us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toBeInTheDocument();
  });

  it("says what is missing, rather than going blank, while a file is incomplete", () => {
    preview(
      "technology",
      edited(technology, (t) => {
        delete (t as { research?: unknown }).research;
      }),
    );
    expect(screen.getByText(/once the file is complete: research/)).toHaveAttribute("role", "status");
  });
});
