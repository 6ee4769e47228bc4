import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DAY } from "../durations.mjs";

/** How long each kind of link works; an unsubscribe link works as long as the subscription exists. */
export const tokenLifetimes = { confirm: 7 * DAY, manage: 30 * DAY, unsubscribe: null };
// A token is a few dozen bytes; anything much longer is not one of ours and is not worth hashing.
const MAX_TOKEN_LENGTH = 512;

/** The links' key, made on first start unless ALERTS_SECRET is given; changing it ends every link in mail. */
export function loadSecret({ secret, dataDir }) {
  if (secret !== undefined && secret !== "") {
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
  const mac = (text) => createHmac("sha256", secret).update(text).digest();

  function sign(purpose, subscriptionId, { nonce, now = Date.now() } = {}) {
    if (!Object.hasOwn(tokenLifetimes, purpose)) throw new Error(`Unknown token purpose "${purpose}"`);
    const lifetime = tokenLifetimes[purpose];
    const payload = { p: purpose, s: subscriptionId, ...(nonce ? { n: nonce } : {}) };
    if (lifetime !== null) payload.e = now + lifetime;
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${body}.${mac(body).toString("base64url")}`;
  }

  /** `{ status: "valid" | "expired", subscriptionId, nonce }` for our token for `purpose`, else "invalid". */
  function verify(token, purpose, now = Date.now()) {
    const invalid = { status: "invalid" };
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return invalid;
    const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return invalid;
    const [, body, signature] = match;
    const given = Buffer.from(signature, "base64url");
    const expected = mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    let payload;
    try {
      payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      return invalid;
    }
    if (payload?.p !== purpose || typeof payload.s !== "string") return invalid;
    const result = { purpose, subscriptionId: payload.s, nonce: payload.n ?? null };
    if (payload.e !== undefined && !(typeof payload.e === "number" && now <= payload.e))
      return { status: "expired", ...result };
    return { status: "valid", ...result };
  }

  return { sign, verify };
}
