import { describe, expect, it } from "vitest";
import { formsApiSources, formsApiValue, parseFormsApiOrigin } from "./forms-api-origin";

describe("FORMS_API_ORIGIN", () => {
  it("means the server that serves the pages when unset or empty: paths, and nothing added to the policy", () => {
    for (const value of [undefined, "", "  "]) {
      const setting = parseFormsApiOrigin(value);
      expect(setting).toEqual({ mode: "same-origin", origin: "" });
      expect(formsApiSources(setting)).toEqual([]);
      expect(formsApiValue(setting)).toBe("");
    }
  });

  it("sends every form to an API on another origin, normalised as browsers write origins", () => {
    const setting = parseFormsApiOrigin("HTTPS://API.Example.com:443/");
    expect(setting).toEqual({ mode: "remote", origin: "https://api.example.com" });
    expect(formsApiSources(setting)).toEqual(["https://api.example.com"]);
    expect(formsApiValue(setting)).toBe("https://api.example.com");
    expect(parseFormsApiOrigin("http://127.0.0.1:8080").origin).toBe("http://127.0.0.1:8080");
  });

  it('says "none" for a copy without any forms API, which adds nothing to the policy', () => {
    for (const value of ["none", "NONE", " none "]) {
      const setting = parseFormsApiOrigin(value);
      expect(setting.mode).toBe("none");
      expect(formsApiSources(setting)).toEqual([]);
      expect(formsApiValue(setting)).toBe("none");
    }
  });

  it("stops the build with the reason for anything that is not an http(s) origin", () => {
    expect(() => parseFormsApiOrigin("api.example.com")).toThrow(/must be an origin like https:\/\/api\.example\.com/);
    expect(() => parseFormsApiOrigin("ftp://api.example.com")).toThrow(/http or https origin/);
    expect(() => parseFormsApiOrigin("https://api.example.com/forms")).toThrow(
      /origin only.*https:\/\/api\.example\.com/,
    );
    expect(() => parseFormsApiOrigin("https://api.example.com/?x=1")).toThrow(/origin only/);
    expect(() => parseFormsApiOrigin("https://user:secret@api.example.com")).toThrow(/origin only/);
  });
});
