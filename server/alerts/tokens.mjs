import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DAY } from "../durations.mjs";

/** How long each kind of link works; an unsubscribe link works as long as the subscription exists. */
const lifetimes = { confirm: 7 * DAY, manage: 30 * DAY, unsubscribe: null };

/** The links' key, made on first start unless ALERTS_SECRET is given; changing it ends every link in mail. */
export function loadSecret({ secret, dataDir }) {
  if (secret) {
    if (secret.length < 32) throw new Error("ALERTS_SECRET must be at least 32 characters long.");
    return secret;
  }
  const file = join(dataDir, "alerts-secret");
  try {
    // "wx": two processes starting at once cannot both write one; the loser reads the winner's.
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
  const stored = readFileSync(file, "utf8").trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable secret: delete it to have a new one made.`);
  return stored;
}

/** Signed links: nothing in the payload is secret; the HMAC makes it unforgeable. */
export function createTokens(secret) {
  const mac = (body) => createHmac("sha256", secret).update(body).digest("base64url");

  function sign(purpose, subscriptionId, { nonce, now = Date.now() } = {}) {
    // A purpose with no lifetime of its own would sign a link that never runs out.
    if (!Object.hasOwn(lifetimes, purpose)) throw new Error(`Unknown link purpose "${purpose}"`);
    const lifetime = lifetimes[purpose];
    // Undefined members drop out of the JSON: only a confirmation has a nonce, an unsubscribe link no end.
    const payload = { p: purpose, s: subscriptionId, n: nonce, e: lifetime ? now + lifetime : undefined };
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${body}.${mac(body)}`;
  }

  /** `{ status: "valid" | "expired", purpose, subscriptionId, nonce }` for our token for `purpose`, else "invalid". */
  function verify(token, purpose, now = Date.now()) {
    const invalid = { status: "invalid" };
    // A token is a few dozen bytes: anything much longer is not one of ours and is not worth hashing.
    if (typeof token !== "string" || token.length > 512) return invalid;
    const [body, signature, ...more] = token.split(".");
    const given = Buffer.from(signature ?? "");
    const expected = Buffer.from(mac(body));
    if (more.length || given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    // The signature holds, so the payload is the JSON this server wrote.
    const { p, s, n = null, e } = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (p !== purpose) return invalid;
    return { status: e !== undefined && now > e ? "expired" : "valid", purpose, subscriptionId: s, nonce: n };
  }

  return { sign, verify };
}
