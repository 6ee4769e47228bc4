import { absoluteUrl, paths } from "~/config/paths";
import { site, siteTimeZone } from "~/config/site";
import type { Vacancy } from "~/content/collections/vacancies";
import { offsetAt, offsetText } from "~/lib/time-zone";
import { closesAt } from "./closing";

/**
 * schema.org JobPosting for Google for Jobs: every required and recommended property the content
 * can fill (title, description, datePosted, validThrough, employmentType, hiringOrganization,
 * jobLocation, jobLocationType / applicantLocationRequirements for remote roles, directApply, identifier).
 */
export function jobPostingJsonLd(vacancy: Vacancy) {
  const remote = vacancy.workplaceType === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.position,
    description: `<p>${escapeHtml(vacancy.summary)}</p>${vacancy.body}`,
    identifier: { "@type": "PropertyValue", name: site.name, value: vacancy.slug },
    datePosted: vacancy.datePosted,
    ...(vacancy.closingDate ? { validThrough: validThrough(vacancy.closingDate) } : {}),
    employmentType: vacancy.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: site.origin,
      logo: absoluteUrl("/icon-512.png"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: vacancy.location.city,
        ...(vacancy.location.region ? { addressRegion: vacancy.location.region } : {}),
        addressCountry: vacancy.location.country,
      },
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: vacancy.location.country },
        }
      : {}),
    industry: "Foodservice technology",
    occupationalCategory: vacancy.department,
    directApply: true,
    url: absoluteUrl(paths.career(vacancy.slug)),
  };
}

/** The last second of the closing date in the company's zone, with that zone's offset: "2027-01-31T23:59:59+05:30". */
function validThrough(closingDate: string): string {
  const lastSecond = (closesAt(closingDate) as number) - 1000;
  return `${closingDate}T23:59:59${offsetText(offsetAt(lastSecond, siteTimeZone))}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
