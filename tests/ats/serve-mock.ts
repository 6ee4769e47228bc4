// `PORT=<port> node tests/ats/serve-mock.ts`: the mock ATS (mock-ats.ts) as a process of its own, on loopback, for a
// browser test's run: the site's server hands applications to it, and the test reads what it accepted at
// `receivedPath`. It prints "Serving <origin>" once it listens (what tests/e2e/support/for-the-run.ts waits for).
import { startMockAts } from "./mock-ats.ts";

const ats = await startMockAts({ port: Number(process.env.PORT ?? 0) });
console.log(`Serving ${new URL(ats.apis.greenhouse!).origin}`);
// Nothing to keep: what it accepted lives only as long as the run.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
