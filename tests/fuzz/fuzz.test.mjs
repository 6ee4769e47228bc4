// @vitest-environment node
// The server survives every request: 10,000 generated requests (fixed seed) over raw sockets against the
// real app serving a fixture build (tests/support/server-fixture.mjs, so this runs before any `npm run build`).
// `npm run fuzz` runs a longer, random-seed run against the real build.
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApp } from "../../server/app.mjs";
import { makeFixtureBuild, removeFixture } from "../support/server-fixture.mjs";
import { fuzzServer } from "./fuzz.mjs";
import { listenOnFreePort } from "../support/ports.mjs";

const SEED = 20261124;
const RUNS = 10_000;

/** @type {import("fastify").FastifyInstance} */
let app;
let buildDir = "";
let port = 0;

beforeAll(async () => {
  buildDir = makeFixtureBuild();
  app = await createApp({ buildDir });
  await listenOnFreePort((free) => app.listen({ port: free, host: "127.0.0.1" }));
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
}, 30_000);

afterAll(async () => {
  await app?.close();
  if (buildDir) removeFixture(buildDir);
});

test(`${RUNS} generated requests (seed ${SEED}) each get a valid answer and the server keeps answering`, async () => {
  const sent = await fuzzServer({ host: "127.0.0.1", port, seed: SEED, runs: RUNS });
  expect(sent).toBeGreaterThanOrEqual(RUNS);
  // 8 to 30 s on the shared 2-core machine, depending on what else runs; the limit only stops a hung run.
}, 120_000);
