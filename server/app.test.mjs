// @vitest-environment node
// createApp's contract with the features that come in as plugins (the forms API): their /api/ routes take
// any method and body, while the static site keeps answering GET and HEAD only.
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "./app.mjs";
import { makeFixtureBuild, removeFixture } from "../tests/support/server-fixture.mjs";

/** @type {import("fastify").FastifyInstance} */
let app;
let buildDir = "";

/** A stand-in for the forms API: one JSON route, and one that fails. */
async function formsPlugin(instance, options) {
  instance.post("/api/forms/echo", async (request) => ({ received: request.body, label: options.label }));
  instance.post("/api/forms/broken", async () => {
    throw new Error("database unavailable");
  });
}

beforeAll(async () => {
  buildDir = makeFixtureBuild();
  app = await createApp({ buildDir, plugins: [[formsPlugin, { label: "forms" }]] });
}, 30_000);

afterAll(async () => {
  await app?.close();
  if (buildDir) removeFixture(buildDir);
});

test("a plugin's POST route under /api/ receives its JSON body", async () => {
  const response = await app.inject({ method: "POST", url: "/api/forms/echo", payload: { name: "Ada" } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ received: { name: "Ada" }, label: "forms" });
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
});

test("a plugin's failing route answers a JSON 500 without the error's text", async () => {
  const response = await app.inject({ method: "POST", url: "/api/forms/broken", payload: {} });
  expect(response.statusCode).toBe(500);
  expect(response.headers["content-type"]).toContain("application/json");
  expect(response.body).not.toContain("database unavailable");
});

test("an unknown /api/ address answers a JSON 404, not the site's Not Found page", async () => {
  for (const method of /** @type {const} */ (["GET", "POST"])) {
    const response = await app.inject({ method, url: "/api/forms/nothing-here" });
    expect(response.statusCode, method).toBe(404);
    expect(response.headers["content-type"], method).toContain("application/json");
  }
});

test("the static site still answers other methods with 405, whatever their body", async () => {
  const response = await app.inject({
    method: "POST",
    url: "/about",
    headers: { "content-type": "application/json" },
    payload: "{not json",
  });
  expect(response.statusCode).toBe(405);
  expect(response.headers["allow"]).toBe("GET, HEAD");
});

test("pages are still served beside the plugin", async () => {
  const response = await app.inject({ method: "GET", url: "/about" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-security-policy"]).toContain("sha256-");
});
