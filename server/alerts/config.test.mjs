// @vitest-environment node
// Where the alerts' mail points when the pages and the API live apart: the pages' links on the site, the
// one-click unsubscribe (which a mail provider posts to) on the API.
import { expect, it } from "vitest";
import { resolveAlertsConfig } from "./service.mjs";
import { composeDigest } from "./messages.mjs";
import { createTokens } from "./tokens.mjs";

const split = { SITE_ORIGIN: "https://www.example.com", FORMS_API_ORIGIN: "https://api.example.com" };

it("takes the API's public origin from FORMS_API_ORIGIN, else the site's", () => {
  expect(resolveAlertsConfig({}, split)).toMatchObject({
    origin: "https://www.example.com",
    apiOrigin: "https://api.example.com",
  });
  for (const api of [undefined, "", "none"])
    expect(resolveAlertsConfig({}, { ...split, FORMS_API_ORIGIN: api }).apiOrigin).toBe("https://www.example.com");
  expect(() => resolveAlertsConfig({}, { ...split, FORMS_API_ORIGIN: "api.example.com" })).toThrow(/FORMS_API_ORIGIN/);
});

it("names the API in List-Unsubscribe and the site in the digest's own links", () => {
  const { origin, apiOrigin } = resolveAlertsConfig({}, split);
  const vacancy = { title: "Data Scientist", department: "Data", level: "Senior", location: "Colombo", url: "u" };
  const subscription = { id: "abc", email: "ada@example.com" };
  const settings = {
    from: "site@example.com",
    origin,
    apiOrigin,
    domain: "example.com",
    tokens: createTokens("s".repeat(32)),
  };
  const digest = composeDigest(subscription, [vacancy], 0, settings);
  expect(digest.headers["List-Unsubscribe"]).toMatch(
    /^<https:\/\/api\.example\.com\/api\/vacancy-alerts\/unsubscribe\?token=/,
  );
  expect(digest.text).toContain("Unsubscribe: https://www.example.com/vacancy-alerts/unsubscribe?token=");
});
