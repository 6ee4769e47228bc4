import { describe, expect, it } from "vitest";
import { closesAt } from "./closing";
import { jobPostingJsonLd, postalAddress, validThrough } from "./job-posting";
import { offices } from "~/config/site";
import type { Vacancy } from "~/content/collections/vacancies";

const vacancy: Vacancy & { validThrough?: string } = {
  slug: "data-scientist",
  position: "Data Scientist",
  department: "Data",
  discipline: "engineering",
  level: "Senior",
  summary: "Build demand forecasts <for> thousands of products across a global distribution network.",
  locations: [{ city: "Colombo", country: "LK" }],
  employmentType: "FULL_TIME",
  workplaceType: "hybrid",
  datePosted: "2026-10-01",
  closingDate: "2027-01-31",
  seo: { title: "Data Scientist", description: "A data scientist role building demand forecasts." },
  body: "<h2>The Big Picture</h2><p>Forecasts.</p>",
  validThrough: validThrough("2027-01-31"),
};

describe("jobPostingJsonLd", () => {
  it("fills Google's required properties", () => {
    const json = jobPostingJsonLd(vacancy);
    expect(json["@type"]).toBe("JobPosting");
    expect(json.title).toBe("Data Scientist");
    expect(json.datePosted).toBe("2026-10-01");
    expect(json.hiringOrganization.name).toBeTruthy();
    // One Place per location, with the office's full address where the company has one.
    expect(json.jobLocation).toEqual([{ "@type": "Place", address: { "@type": "PostalAddress", ...offices[0] } }]);
    expect(json.description).toContain("<h2>The Big Picture</h2>");
  });
  it("fills the recommended properties the content has", () => {
    const json = jobPostingJsonLd(vacancy);
    // The last second of the closing date in the company's zone (Colombo, UTC+05:30).
    expect(json.validThrough).toBe("2027-01-31T23:59:59+05:30");
    expect(json.employmentType).toBe("FULL_TIME");
    expect(json.directApply).toBe(true);
    expect(json.identifier.value).toBe("data-scientist");
  });
  it("ends validThrough one second before the role closes on the pages", () => {
    const validThrough = jobPostingJsonLd(vacancy).validThrough as string;
    expect(Date.parse(validThrough) + 1000).toBe(closesAt(vacancy.closingDate));
  });
  it("escapes the summary inside the HTML description", () => {
    expect(jobPostingJsonLd(vacancy).description).toContain("&lt;for&gt;");
  });
  it("gives the full address of the company's office in the role's city", () => {
    expect(jobPostingJsonLd(vacancy).jobLocation?.[0]?.address).toEqual({ "@type": "PostalAddress", ...offices[0] });
    const houston = offices.find((office) => office.addressLocality === "Houston");
    expect(postalAddress({ city: "Houston", region: "TX", country: "US" })).toEqual({
      "@type": "PostalAddress",
      ...houston,
    });
  });
  it("gives the city, region and country of a role in a city without an office", () => {
    expect(JSON.parse(JSON.stringify(postalAddress({ city: "Kandy", country: "LK" })))).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Kandy",
      addressCountry: "LK",
    });
  });
  it("marks remote roles as telecommute with a country requirement", () => {
    const json = jobPostingJsonLd({ ...vacancy, workplaceType: "remote" });
    expect(json.jobLocationType).toBe("TELECOMMUTE");
    expect(json.applicantLocationRequirements).toEqual([{ "@type": "Country", name: "LK" }]);
  });
  it("gives a Place per location, and each country once to a remote role", () => {
    const locations = [
      { city: "Colombo", country: "LK" },
      { city: "Kandy", country: "LK" },
      { city: "Austin", region: "TX", country: "US" },
    ];
    const json = jobPostingJsonLd({ ...vacancy, locations, workplaceType: "remote" });
    expect(json.jobLocation?.map((place) => place.address.addressLocality)).toEqual(["Colombo", "Kandy", "Austin"]);
    expect(json.jobLocation?.[2]?.address.addressRegion).toBe("TX");
    expect(json.applicantLocationRequirements).toEqual([
      { "@type": "Country", name: "LK" },
      { "@type": "Country", name: "US" },
    ]);
  });
  it("gives the pay range as baseSalary, a MonetaryAmount with its period as unitText", () => {
    const json = jobPostingJsonLd({
      ...vacancy,
      salary: { min: 420000, max: 600000, currency: "LKR", period: "month" },
    });
    expect(json.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "LKR",
      value: { "@type": "QuantitativeValue", minValue: 420000, maxValue: 600000, unitText: "MONTH" },
    });
    expect(JSON.stringify(jobPostingJsonLd(vacancy))).not.toContain("baseSalary");
  });
  it("says the role is not applied for directly when it sends applicants to its ATS's page", () => {
    expect(jobPostingJsonLd({ ...vacancy, applyUrl: "https://boards.example/jobs/1" }).directApply).toBe(false);
  });
  it("leaves validThrough out when the role has no closing date", () => {
    const json = jobPostingJsonLd({ ...vacancy, closingDate: undefined, validThrough: undefined });
    expect(JSON.stringify(json)).not.toContain("validThrough");
  });

  describe("a role from an ATS with places the site knows only in part", () => {
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

    it("gives a PostalAddress of the known parts only, and no Place for a name alone", () => {
      const json = plain(
        jobPostingJsonLd({
          ...vacancy,
          workplaceType: "on-site",
          locations: [
            { name: "EMEA" },
            { name: "Toronto, ON", city: "Toronto", region: "ON" },
            { name: "Berlin", country: "DE" },
          ],
        }),
      );
      expect(json.jobLocation).toEqual([
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "ON" } },
        { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "DE" } },
      ]);
      expect(JSON.stringify(json)).not.toMatch(/Colombo|"LK"/);
    });

    it("leaves jobLocation out when nothing of any place is known", () => {
      const json = plain(
        jobPostingJsonLd({ ...vacancy, workplaceType: "on-site", locations: [{ name: "London / Dublin" }] }),
      );
      expect(json).not.toHaveProperty("jobLocation");
      expect(json).not.toHaveProperty("applicantLocationRequirements");
    });

    it("names the country or region a remote role is open to, and no invented office", () => {
      const json = plain(
        jobPostingJsonLd({ ...vacancy, workplaceType: "remote", locations: [{ country: "LK" }, { name: "Europe" }] }),
      );
      expect(json.jobLocationType).toBe("TELECOMMUTE");
      expect(json).not.toHaveProperty("jobLocation");
      expect(json.applicantLocationRequirements).toEqual([
        { "@type": "Country", name: "LK" },
        { "@type": "AdministrativeArea", name: "Europe" },
      ]);
    });

    it("says nothing of where a remote role with no place may be done", () => {
      const json = plain(jobPostingJsonLd({ ...vacancy, workplaceType: "remote", locations: [] }));
      expect(json.jobLocationType).toBe("TELECOMMUTE");
      expect(json).not.toHaveProperty("jobLocation");
      expect(json).not.toHaveProperty("applicantLocationRequirements");
    });

    it("carries the ATS's department as the occupational category", () => {
      expect(jobPostingJsonLd({ ...vacancy, department: "Field Operations" }).occupationalCategory).toBe(
        "Field Operations",
      );
    });
  });
});
