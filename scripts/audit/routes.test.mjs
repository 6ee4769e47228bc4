// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { sentPaths } from "../../app/forms/model/definitions/index.ts";
import { alertSteps, paths } from "../../app/config/paths.ts";
import { pagePaths } from "../../app/prerender.ts";
import { vacancyAlerts } from "../../app/forms/model/definitions/vacancy-alerts.ts";
import { errorFieldsIn } from "../../app/forms/error-summary.tsx";
import { apiSchemas } from "../../app/forms/model/schemas.ts";
import { referenceIn } from "../../app/forms/sent-page.tsx";
import { referencePattern } from "../../server/forms/reference.mjs";
import {
  auditRoutes,
  isNoindex,
  lighthouseRoutes,
  sampleReference,
  stateOf,
  stateRoutes,
  templateRoutes,
} from "./routes.mjs";

const pathname = (path) => new URL(path, "http://test.invalid").pathname;
const states = stateRoutes();
const byGroup = (group) => states.filter((state) => state.group === group);

afterEach(() => vi.unstubAllEnvs());

describe("stateRoutes", () => {
  it("has every form's sent page, with a reference the page shows", () => {
    expect(byGroup("sent").map((state) => pathname(state.path))).toEqual(Object.values(sentPaths));
    for (const state of byGroup("sent")) {
      expect(referenceIn(new URL(state.path, "http://test.invalid").search)).toBe(sampleReference);
    }
    expect(sampleReference).toMatch(referencePattern);
  });

  it("has every step of the vacancy alerts, check your email first", () => {
    expect(byGroup("alert step").map((state) => state.path)).toEqual(
      alertSteps.map((step) => paths.vacancyAlerts(step)),
    );
    expect(byGroup("alert step")[0]?.path).toBe(paths.vacancyAlerts("check-email"));
  });

  it("has each form page with a refused post's fields, each a field of that form, and a summary to wait for", () => {
    const fieldsOf = {
      [paths.contact()]: Object.keys(apiSchemas.contact.shape),
      [paths.academy()]: Object.keys(apiSchemas["academy-interest"].shape),
      [paths.vacancyAlerts()]: vacancyAlerts.fields.map((field) => field.name),
    };
    const errors = byGroup("error state");
    expect(errors.map((state) => state.template).sort()).toEqual(
      ["academy error", "alerts error", "application error", "contact error"].sort(),
    );
    for (const state of errors) {
      const page = pathname(state.path);
      const fields = errorFieldsIn(new URL(state.path, "http://test.invalid").search);
      expect(fields.length, state.path).toBeGreaterThan(1);
      const known = page.startsWith(paths.career(""))
        ? Object.keys(apiSchemas["career-interest"].shape)
        : fieldsOf[page];
      expect(known, state.path).toEqual(expect.arrayContaining(fields));
      expect(pagePaths()).toContain(page);
      expect(state.shown, state.path).toBeTruthy();
    }
  });

  it("puts the application's error state on the vacancy the templates audit", () => {
    const application = states.find((state) => state.template === "application error");
    expect(templateRoutes()).toContain(pathname(application.path));
  });

  it("lists each address once", () => {
    expect(new Set(states.map((state) => state.path)).size).toBe(states.length);
  });
});

describe("auditRoutes", () => {
  it("sweeps every page and every form state by default", () => {
    const routes = auditRoutes();
    expect(routes).toEqual(expect.arrayContaining([...pagePaths(), ...states.map((state) => state.path)]));
    expect(routes).toHaveLength(pagePaths().length + states.length);
  });

  it("adds one sent page, one alert step and one error state to the templates in the template scope", () => {
    vi.stubEnv("AUDIT_SCOPE", "templates");
    const added = auditRoutes().filter((path) => stateOf(path));
    expect(added.map((path) => stateOf(path).group)).toEqual(["sent", "alert step", "error state"]);
    expect(added).toEqual([
      `${sentPaths.contact}?ref=${sampleReference}`,
      paths.vacancyAlerts("check-email"),
      states.find((state) => state.template === "application error").path,
    ]);
    expect(auditRoutes()).toEqual(expect.arrayContaining([...templateRoutes(), "/careers/engineering"]));
  });
});

describe("lighthouseRoutes", () => {
  it("measures one form state per template in the full sweep", () => {
    const added = lighthouseRoutes("all").filter((path) => stateOf(path));
    expect(added.map((path) => stateOf(path).template)).toEqual([
      "sent page",
      "alert step",
      "application error",
      "contact error",
      "academy error",
      "alerts error",
    ]);
    expect(lighthouseRoutes("all").slice(0, templateRoutes().length)).toEqual(templateRoutes());
  });

  it("measures the main journeys' pages and one page of each dynamic template in the template scope", () => {
    const pages = lighthouseRoutes("templates").filter((path) => !stateOf(path));
    expect(pages.slice(0, 3)).toEqual(["/", "/careers", "/contact"]);
    expect(pages.slice(3).map((path) => path.split("/")[1])).toEqual(["careers", "blogs", "disciplines", "policies"]);
    expect(templateRoutes()).toEqual(expect.arrayContaining(pages));
  });

  it("measures one state per group in the template scope", () => {
    expect(lighthouseRoutes("templates").filter((path) => stateOf(path))).toEqual(
      auditRoutes("templates").filter((path) => stateOf(path)),
    );
  });
});

describe("isNoindex", () => {
  it("is true for the sent pages and the alert steps, whatever their query", () => {
    for (const path of [...Object.values(sentPaths), ...alertSteps.map((step) => paths.vacancyAlerts(step, "t0k"))]) {
      expect(isNoindex(path), path).toBe(true);
    }
  });

  it("is false for every indexed page and every error state", () => {
    for (const path of [...pagePaths(), ...byGroup("error state").map((state) => state.path)]) {
      expect(isNoindex(path), path).toBe(false);
    }
  });
});
