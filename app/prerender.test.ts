import { describe, expect, it } from "vitest";
import { resolveRedirect } from "./config/redirects.ts";
import { aliasPaths, departmentRedirects, prerenderPaths, redirectList } from "./prerender.ts";

const repeated = (list: string[]) => list.filter((item, index) => list.indexOf(item) !== index);

describe("the prerender list", () => {
  it("names every URL once", () => {
    expect(repeated(prerenderPaths())).toEqual([]);
  });

  it("writes every address the server redirects, each once", () => {
    const sources = redirectList().map(({ from }) => from);
    expect(repeated(sources)).toEqual([]);
    expect(prerenderPaths()).toEqual(expect.arrayContaining(sources));
  });

  it("redirects each alias where the app's alias route sends it", () => {
    for (const from of aliasPaths()) {
      expect(redirectList().find((row) => row.from === from)?.to, from).toBe(resolveRedirect(from));
    }
  });

  it("sends each department address to the careers list filtered to it", () => {
    expect(departmentRedirects()).toContainEqual({
      from: "/careers/customer-success",
      to: "/careers?department=Customer+Success",
    });
  });
});
