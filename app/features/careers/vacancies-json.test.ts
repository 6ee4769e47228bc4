import { describe, expect, it } from "vitest";
import { locationText, toAlertVacancy, vacanciesJson } from "./vacancies-json";
import type { Vacancy } from "~/content/collections/vacancies";
import { openVacancies } from "~/content/entries";

const vacancy: Vacancy = {
  slug: "customer-success-manager",
  position: "Customer Success Manager",
  department: "Customer Success",
  discipline: "customer-success",
  level: "Mid-Senior",
  summary: "Help the kitchens that order through our apps get the most out of them, every single day.",
  locations: [{ city: "Houston", region: "TX", country: "US" }],
  employmentType: "FULL_TIME",
  workplaceType: "remote",
  datePosted: "2026-10-01",
  seo: { title: "Customer Success Manager", description: "A customer success role helping kitchens." },
  body: "",
};

describe("the vacancy list the alerts read", () => {
  it("gives each vacancy slugified department and level ids, a display location, its closing date and an absolute URL", () => {
    expect(toAlertVacancy({ ...vacancy, closingDate: "2027-01-31" })).toEqual({
      slug: "customer-success-manager",
      title: "Customer Success Manager",
      department: "Customer Success",
      departmentId: "customer-success",
      level: "Mid-Senior",
      levelId: "mid-senior",
      location: "Houston, TX, United States · Remote",
      closes: "2027-01-31",
      url: "https://www.miselabs.example/careers/customer-success-manager",
    });
  });

  it("says null for a role without a closing date", () => {
    expect(toAlertVacancy(vacancy).closes).toBeNull();
  });

  it("names the country in words, so a subscriber's 'Sri Lanka' matches", () => {
    expect(locationText({ locations: [{ city: "Colombo", country: "LK" }], workplaceType: "hybrid" })).toBe(
      "Colombo, Sri Lanka · Hybrid",
    );
  });

  it("lists several places, each with its country, before the workplace", () => {
    const locations = [
      { city: "Colombo", country: "LK" },
      { city: "Austin", region: "TX", country: "US" },
    ];
    expect(locationText({ locations, workplaceType: "remote" })).toBe(
      "Colombo, Sri Lanka; Austin, TX, United States · Remote",
    );
  });

  it("lists only the vacancies open on the given day", () => {
    const open = openVacancies("2026-11-24");
    const { vacancies } = JSON.parse(vacanciesJson(open)) as { vacancies: { slug: string; closes: string | null }[] };
    expect(vacancies.length).toBe(open.length);
    expect(vacancies.every((entry) => entry.closes === null || entry.closes >= "2026-11-24")).toBe(true);
  });
});
