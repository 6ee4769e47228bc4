// @vitest-environment node
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/forms-api.mjs";
import { createTokens, loadSecret } from "./tokens.mjs";

const tokens = createTokens("s".repeat(32));

describe("signed links", () => {
  it("verify what they sign, for the purpose they were signed for", () => {
    const token = tokens.sign("confirm", "abc", { nonce: "n1" });
    expect(tokens.verify(token, "confirm")).toEqual({
      status: "valid",
      purpose: "confirm",
      subscriptionId: "abc",
      nonce: "n1",
    });
    expect(tokens.verify(token, "unsubscribe")).toEqual({ status: "invalid" });
    expect(createTokens("t".repeat(32)).verify(token, "confirm")).toEqual({ status: "invalid" });
  });

  it("run out after 7 days (confirm) and 30 days (manage); an unsubscribe link never does", () => {
    const now = Date.now();
    const day = 86_400_000;
    expect(tokens.verify(tokens.sign("confirm", "a", { now }), "confirm", now + 7 * day - 1).status).toBe("valid");
    expect(tokens.verify(tokens.sign("confirm", "a", { now }), "confirm", now + 7 * day + 1).status).toBe("expired");
    expect(tokens.verify(tokens.sign("manage", "a", { now }), "manage", now + 31 * day).status).toBe("expired");
    expect(tokens.verify(tokens.sign("unsubscribe", "a", { now }), "unsubscribe", now + 3650 * day).status).toBe(
      "valid",
    );
  });

  it("are signed only for a purpose with its own lifetime", () => {
    expect(() => tokens.sign("confrim", "a")).toThrow('Unknown link purpose "confrim"');
    expect(() => tokens.sign("toString", "a")).toThrow('Unknown link purpose "toString"');
  });

  it("refuse a changed payload, a cut signature and what is not a token at all", () => {
    const token = tokens.sign("unsubscribe", "abc");
    const [body, signature] = token.split(".");
    const other = Buffer.from(JSON.stringify({ p: "unsubscribe", s: "xyz" })).toString("base64url");
    for (const bad of [
      `${other}.${signature}`,
      `${body}.${signature.slice(1)}`,
      `${body}`,
      "..",
      null,
      42,
      "a".repeat(600),
    ])
      expect(tokens.verify(bad, "unsubscribe")).toEqual({ status: "invalid" });
  });

  it("make a secret once in DATA_DIR, readable by the owner only, or take ALERTS_SECRET", () => {
    const dataDir = tempDataDir();
    const first = loadSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, "alerts-secret")).mode & 0o777).toBe(0o600);
    expect(loadSecret({ dataDir })).toBe(first);
    expect(loadSecret({ dataDir, secret: "x".repeat(40) })).toBe("x".repeat(40));
    expect(() => loadSecret({ dataDir, secret: "short" })).toThrow(/at least 32/);
  });
});
