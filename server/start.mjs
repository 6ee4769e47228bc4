// `node server/start.mjs`, as `npm start` and a systemd unit run it. An old Node stops here with the one
// sentence scripts/require-node.mjs prints: static imports are all loaded before any code runs, so the
// server itself (node:sqlite and the rest) is imported only once the version has been checked.
// Only syntax every Node since 18 understands is used here.
import "../scripts/require-node.mjs";

await import("./serve.mjs");
