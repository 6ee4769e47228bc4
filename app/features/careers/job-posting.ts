import { absoluteUrl, paths } from "~/config/paths";
import { offices, site, siteTimeZone } from "~/config/site";
import type { Place, Salary, Vacancy } from "~/content/collections/vacancies";
import { logoPath } from "~/lib/json-ld";
import { offsetAt, offsetText } from "~/lib/time-zone";
import { closesAt } from "./closing";

/**
 * schema.org JobPosting for Google for Jobs: every required and recommended property the content
 * can fill (title, description, datePosted, validThrough, employmentType, hiringOrganization,
 * jobLocation (one Place per location, with the office's full address), jobLocationType /
 * applicantLocationRequirements for remote roles, baseSalary when the role has a pay range, directApply,
 * identifier). Only what is known of a place is given: a place an ATS names in its own words ("EMEA") with no
 * city, region or country has no Place, and a remote role names the countries or regions it is open to where its
 * places say them. Nothing is made up to fill a property Google asks for: such a role may lose its rich result,
 * and the build's warnings name it.
 * Built in the page's meta; `validThrough` comes worked out by the loader, so no time zone code reaches the browser.
 */
export function jobPostingJsonLd(vacancy: Vacancy & { validThrough?: string }) {
  const remote = vacancy.workplaceType === "remote";
  const jobLocation = vacancy.locations.flatMap((place) => {
    const address = postalAddress(place);
    // A remote role's place with no city is where its applicants may live, not where it is based.
    return address && !(remote && !place.city) ? [{ "@type": "Place" as const, address }] : [];
  });
  const requirements = applicantLocations(vacancy.locations);
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
    ...(jobLocation.length ? { jobLocation } : {}),
    ...(remote ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(remote && requirements.length ? { applicantLocationRequirements: requirements } : {}),
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
 * config, `offices`), or only the parts of the place that are known (city, region, country); undefined when none is
 * (a place the ATS names only in its own words, "EMEA").
 */
export function postalAddress(location: Place) {
  const office = offices.find(
    (candidate) => candidate.addressLocality === location.city && candidate.addressCountry === location.country,
  );
  if (office) return { "@type": "PostalAddress", ...office };
  if (!location.city && !location.region && !location.country) return undefined;
  return {
    "@type": "PostalAddress",
    // Left out of the JSON when undefined, as validThrough.
    addressLocality: location.city,
    addressRegion: location.region,
    addressCountry: location.country,
  };
}

/**
 * Where a remote role's applicants may live: each country of its places once, and each region it names without a
 * country ("Europe") as an AdministrativeArea.
 */
function applicantLocations(locations: Place[]) {
  const countries = [...new Set(locations.flatMap((place) => (place.country ? [place.country] : [])))];
  const regions = [...new Set(locations.flatMap((place) => (!place.country && place.name ? [place.name] : [])))];
  return [
    ...countries.map((country) => ({ "@type": "Country", name: country })),
    ...regions.map((name) => ({ "@type": "AdministrativeArea", name })),
  ];
}

/** The last second of the closing date in the company's zone, with that zone's offset: "2027-01-31T23:59:59+05:30". */
export function validThrough(closingDate: string): string {
  const lastSecond = (closesAt(closingDate) as number) - 1000;
  return `${closingDate}T23:59:59${offsetText(offsetAt(lastSecond, siteTimeZone))}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
