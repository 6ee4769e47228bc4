import { absoluteUrl, paths } from "~/config/paths";
import { offices, site, siteTimeZone } from "~/config/site";
import type { Salary, Vacancy } from "~/content/collections/vacancies";
import { logoPath } from "~/lib/json-ld";
import { offsetAt, offsetText } from "~/lib/time-zone";
import { closesAt } from "./closing";

/**
 * schema.org JobPosting for Google for Jobs: every required and recommended property the content
 * can fill (title, description, datePosted, validThrough, employmentType, hiringOrganization,
 * jobLocation (one Place per location, with the office's full address), jobLocationType /
 * applicantLocationRequirements for remote roles, baseSalary when the role has a pay range, directApply,
 * identifier).
 * Built in the page's meta; `validThrough` comes worked out by the loader, so no time zone code reaches the browser.
 */
export function jobPostingJsonLd(vacancy: Vacancy & { validThrough?: string }) {
  const remote = vacancy.workplaceType === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.position,
    description: `<p>${escapeHtml(vacancy.summary)}</p>${vacancy.body}`,
    identifier: { "@type": "PropertyValue", name: site.name, value: vacancy.slug },
    datePosted: vacancy.datePosted,
    // Left out of the JSON when undefined (no closing date).
    validThrough: vacancy.validThrough,
    employmentType: vacancy.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: site.origin,
      logo: absoluteUrl(logoPath),
    },
    jobLocation: vacancy.locations.map((place) => ({ "@type": "Place", address: postalAddress(place) })),
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: [...new Set(vacancy.locations.map((place) => place.country))].map(
            (country) => ({ "@type": "Country", name: country }),
          ),
        }
      : {}),
    ...(vacancy.salary ? { baseSalary: baseSalary(vacancy.salary) } : {}),
    industry: "Foodservice technology",
    occupationalCategory: vacancy.department,
    // Applied for on this site, unless the role sends applicants to its ATS's page.
    directApply: !vacancy.applyUrl,
    url: absoluteUrl(paths.career(vacancy.slug)),
  };
}

/** schema.org MonetaryAmount: the range as a QuantitativeValue, its period as unitText (HOUR ... YEAR). */
export function baseSalary({ min, max, currency, period }: Salary) {
  return {
    "@type": "MonetaryAmount",
    currency,
    value: { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText: period.toUpperCase() },
  };
}

/**
 * A role's place as a schema.org PostalAddress: the full address of the company's office in its city (brand
 * config, `offices`), or only the city, region and country when the company has no office there.
 */
export function postalAddress(location: Vacancy["locations"][number]) {
  const office = offices.find(
    (candidate) => candidate.addressLocality === location.city && candidate.addressCountry === location.country,
  );
  return office
    ? { "@type": "PostalAddress", ...office }
    : {
        "@type": "PostalAddress",
        addressLocality: location.city,
        // Left out of the JSON when undefined, as validThrough.
        addressRegion: location.region,
        addressCountry: location.country,
      };
}

/** The last second of the closing date in the company's zone, with that zone's offset: "2027-01-31T23:59:59+05:30". */
export function validThrough(closingDate: string): string {
  const lastSecond = (closesAt(closingDate) as number) - 1000;
  return `${closingDate}T23:59:59${offsetText(offsetAt(lastSecond, siteTimeZone))}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
