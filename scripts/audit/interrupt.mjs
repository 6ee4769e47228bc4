// What the audit has started outside its own process (the project's server, Chrome, temporary builds and
// data folders) is stopped and removed when the audit is interrupted, too: `timeout 40m npm run audit` or
// Ctrl-C must not leave a server listening, a Chrome running or a copy of the build in the temp folder.
// Each resource registers how to stop it when it starts and unregisters when it stops normally.

/** @type {Set<() => unknown>} */
const pending = new Set();
let interrupted = false;

async function stopAll(signal) {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: stopping what the audit started (${pending.size} item(s)).`);
  // Newest first: a browser goes before the server it was visiting.
  for (const stop of [...pending].reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`  could not stop one item: ${error?.message ?? error}`);
    }
  }
  process.exit(signal === "SIGINT" ? 130 : 143);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => void stopAll(signal));

/**
 * Registers `stop` to run if the process is interrupted. Returns the function that unregisters it, to call
 * once the resource has been stopped the normal way.
 * @param {() => unknown} stop
 * @returns {() => void}
 */
export function stopOnInterrupt(stop) {
  pending.add(stop);
  return () => pending.delete(stop);
}
