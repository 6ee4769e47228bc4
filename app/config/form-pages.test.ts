import { describe, expect, it } from "vitest";
import { formTargets } from "../../server/forms/targets.mjs";
import { sentPaths } from "./form-pages";

describe("the forms' sent pages", () => {
  it("are the pages the forms API sends a post made without script to", () => {
    expect(sentPaths).toEqual(
      Object.fromEntries(Object.entries(formTargets).map(([form, target]) => [form, target.sent])),
    );
  });
});
