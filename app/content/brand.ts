import { z } from "zod";
import data from "./brand.json" with { type: "json" };
import { parseEntry } from "./validate.ts";

const phone = z
  .string()
  .regex(/^\+\d[\d ]{6,19}$/, "must be an international number, written like +94 11 234 5678")
  .describe("An international number with its country code, as visitors dial it");

const officeSchema = z
  .object({
    streetAddress: z.string().min(3).max(120).describe("Street, number, and floor or suite"),
    addressLocality: z.string().min(2).max(60).describe("The city"),
    addressRegion: z.string().min(2).max(60).optional().describe("State, province or region"),
    postalCode: z.string().min(2).max(12).describe("Postal or ZIP code"),
    addressCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, "must be an ISO 3166 country code such as LK")
      .describe("ISO 3166 country code (LK)"),
  })
  .strict();

/** The company's public facts an editor keeps up to date: app/content/brand.json, read by app/config/site.ts. */
export const brandSchema = z
  .object({
    contact: z
      .object({
        supportEmail: z.email().describe("Where visitors write to: the contact page, the footer and the forms' inbox"),
        careersEmail: z.email().describe("Where applicants write to, and the careers inbox"),
        phone: phone.describe("The phone number on the contact page, the footer and in search engines' data"),
        fax: phone.describe("The fax number on the contact page"),
      })
      .strict(),
    offices: z
      .array(officeSchema)
      .min(1)
      .describe("The offices as postal addresses, the head office first (the footer shows its address)"),
    social: z
      .array(
        z
          .object({
            name: z.string().min(2).max(30).describe("The network, as the footer's link names it"),
            href: z
              .url({ protocol: /^https$/, error: "must be an https:// address" })
              .describe("The profile's address"),
          })
          .strict(),
      )
      .describe("The company's profile on each network"),
  })
  .strict();

/** Checks app/content/brand.json: the build runs this before it writes a page (app/prerender.ts). */
export const checkBrand = () => parseEntry("brand", "brand.json", brandSchema, data);
