import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { footerPolicies } from "~/config/footer";
import { paths } from "~/config/paths";
import { buildYear, site } from "~/config/site";
import { SiteFooter } from "./site-footer";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "/", Component: SiteFooter }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("contentinfo");
}

const region = (name: string) => screen.getByRole("region", { name });
const hrefIn = (name: string, label: string) =>
  within(region(name)).getByRole("link", { name: label }).getAttribute("href");

describe("SiteFooter", () => {
  it("sends the contact banner button to the contact page", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("heading", { level: 2, name: "Contact Us" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Let's Start the Conversation" })).toHaveAttribute(
      "href",
      paths.contact(),
    );
  });

  it("links both emails with mailto and the phone with tel, without spaces", () => {
    const footer = renderFooter();
    const { contact } = site;
    expect(within(footer).getByRole("link", { name: contact.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${contact.supportEmail}`,
    );
    expect(within(footer).getByRole("link", { name: contact.careersEmail })).toHaveAttribute(
      "href",
      `mailto:${contact.careersEmail}`,
    );
    const tel = within(footer).getByRole("link", { name: contact.phone }).getAttribute("href");
    expect(tel).toBe(`tel:${contact.phone.replaceAll(" ", "")}`);
    expect(within(footer).getByText(contact.address)).toBeInTheDocument();
  });

  it("links the columns to real pages", () => {
    renderFooter();
    expect(hrefIn("Quick Links", "News & Events")).toBe(paths.blogs());
    expect(hrefIn("Quick Links", "Search")).toBe(paths.search());
    expect(hrefIn("About Us", `Life at ${site.name}`)).toBe(paths.lifeAt());
    expect(hrefIn("About Us", "Food Service")).toBe(paths.foodServices());
    expect(hrefIn("Technology", "Tech stack")).toBe(paths.technology("tech-stack"));
    expect(hrefIn("Technology", "UI/UX")).toBe(paths.discipline("design"));
    expect(hrefIn("Technology", "Accessibility statement")).toBe(paths.accessibility());
  });

  it("opens one column at a time on small screens", async () => {
    const user = userEvent.setup();
    const footer = renderFooter();
    const quick = within(footer).getByRole("button", { name: "Quick Links" });
    const about = within(footer).getByRole("button", { name: "About Us" });
    await user.click(quick);
    await user.click(about);
    expect(quick).toHaveAttribute("aria-expanded", "false");
    expect(about).toHaveAttribute("aria-expanded", "true");
  });

  it("opens social profiles in a new tab and says so", () => {
    const footer = renderFooter();
    for (const profile of site.social) {
      const link = within(footer).getByRole("link", { name: `${profile.name} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", profile.href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("lists the five policies in order", () => {
    renderFooter();
    const links = within(screen.getByRole("navigation", { name: "Policies" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      footerPolicies.map((policy) => [policy.title, paths.policy(policy.slug)]),
    );
  });

  it("shows the copyright line for the build year", () => {
    const footer = renderFooter();
    expect(within(footer).getByText(`© ${buildYear} ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });
});
