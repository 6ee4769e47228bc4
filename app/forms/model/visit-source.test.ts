import { beforeEach, describe, expect, it } from "vitest";
import { keepVisitSource, readSource, sourceText, visitSource } from "./visit-source";

beforeEach(() => sessionStorage.clear());

describe("where a visit came from", () => {
  it("keeps the campaign's and the ATSs' source tags of the landing address for the visit", () => {
    keepVisitSource("?utm_source=linkedin&utm_medium=social&gh_src=abc123&lever-source=Referral&page=2");
    expect(visitSource()).toEqual({
      utm_source: "linkedin",
      utm_medium: "social",
      gh_src: "abc123",
      "lever-source": "Referral",
    });
  });

  it("keeps the first landing's tags when a later page of the visit has none, and takes a new campaign's", () => {
    keepVisitSource("?utm_source=linkedin");
    keepVisitSource("?department=engineering");
    expect(visitSource()).toEqual({ utm_source: "linkedin" });
    keepVisitSource("?utm_source=newsletter");
    expect(visitSource()).toEqual({ utm_source: "newsletter" });
  });

  it("passes on only short tokens: somebody's text in a tag does not travel", () => {
    const fields: Record<string, unknown> = {
      utm_source: "Call +1 555 0100 now",
      utm_campaign: "x".repeat(101),
      gh_src: "<script>",
      utm_medium: "email",
    };
    expect(readSource((key) => fields[key])).toEqual({ utm_medium: "email" });
  });

  it("has nothing when the visit landed without tags or the stored value is not its own", () => {
    expect(visitSource()).toEqual({});
    sessionStorage.setItem("visit-source", "not json");
    expect(visitSource()).toEqual({});
  });

  it("says the tags in one line for people", () => {
    expect(sourceText({ utm_source: "linkedin", gh_src: "abc123" })).toBe("utm_source=linkedin, gh_src=abc123");
    expect(sourceText(undefined)).toBe("");
  });
});
