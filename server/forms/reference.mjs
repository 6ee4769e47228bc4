import { randomBytes } from "node:crypto";
import { site } from "../../app/config/site.ts";

// Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The company's initials: "Mise Labs" -> "ML". */
export const referencePrefix = site.name
  .split(/\s+/)
  .map((word) => word[0] ?? "")
  .join("")
  .toUpperCase();

/**
 * A submission's reference, e.g. ML-7K3F9Q2X: 40 random bits (5 of each byte), so one cannot be guessed from
 * another; the database's primary key keeps them unique.
 */
export const newReference = () =>
  `${referencePrefix}-${Array.from(randomBytes(8), (byte) => alphabet[byte & 31]).join("")}`;

export const referencePattern = new RegExp(`^${referencePrefix}-[${alphabet}]{8}$`);
