import { randomBytes } from "node:crypto";
import { site } from "../../app/config/site.ts";

// Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const referencePrefix = site.name
  .split(/\s+/)
  .map((word) => word[0] ?? "")
  .join("")
  .toUpperCase();

/** 40 random bits, so one reference cannot be guessed from another; the primary key keeps them unique. */
export const newReference = () =>
  `${referencePrefix}-${Array.from(randomBytes(8), (byte) => alphabet[byte & 31]).join("")}`;

export const referencePattern = new RegExp(`^${referencePrefix}-[${alphabet}]{8}$`);
