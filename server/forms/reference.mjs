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
 * A submission's reference, e.g. ML-7K3F9Q2X: 40 random bits (about a trillion values), so one cannot
 * be guessed from another; the database's primary key keeps them unique.
 */
export function newReference() {
  const bits = randomBytes(5).reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
  let text = "";
  for (let shift = 35n; shift >= 0n; shift -= 5n) text += alphabet[Number((bits >> shift) & 31n)];
  return `${referencePrefix}-${text}`;
}

export const referencePattern = new RegExp(`^${referencePrefix}-[${alphabet}]{8}$`);
