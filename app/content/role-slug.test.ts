import { describe, expect, it } from "vitest";
import { paths } from "~/config/paths";
import { resourcePaths } from "~/features/search/resource-paths";
import { sentPaths } from "~/forms/definitions";
import { reservedRoleSlugs, roleSlug } from "./role-slug";

const under = (path: string) => path.slice(paths.career("").length);

describe("roleSlug", () => {
  it("is the title's slug for an ordinary title", () => {
    expect(roleSlug("Senior Backend Engineer")).toBe("senior-backend-engineer");
    expect(roleSlug("مهندس برمجيات")).toBe("مهندس-برمجيات");
  });
  it("never takes the application's sent page", () => {
    expect(reservedRoleSlugs).toContain(under(sentPaths["career-interest"]));
    expect(roleSlug("Applied")).toBe("applied-role");
    expect(paths.career(roleSlug("Applied!"))).not.toBe(sentPaths["career-interest"]);
  });
  it("never takes any address of the site's own under /careers/", () => {
    for (const path of [...Object.values(sentPaths), ...Object.values(resourcePaths)].filter((path) =>
      path.startsWith(paths.career("")),
    )) {
      expect(paths.career(roleSlug(under(path)))).not.toBe(path);
    }
  });
  it("is empty for a title with no letter or digit", () => {
    expect(roleSlug("★ ★ ★")).toBe("");
  });
});
