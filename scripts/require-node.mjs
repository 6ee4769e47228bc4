// Stops at once, in one sentence, when this Node.js is older than package.json's "engines" asks for. It runs
// before anything else is loaded (`node --import ./scripts/require-node.mjs ...` in package.json), because on
// an old Node the first failure would otherwise be a stack trace about a .ts file or node:sqlite.
// Only syntax every Node since 18 understands is used here.
import { readFileSync } from "node:fs";

const wanted = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;
const minimum = wanted
  .replace(/^>=\s*/, "")
  .split(".")
  .map(Number);
const actual = process.versions.node.split(".").map(Number);
const first = minimum.findIndex((part, i) => actual[i] !== part);
const older = first >= 0 && actual[first] < minimum[first];

if (older) {
  console.error(
    `This site needs Node.js ${minimum.join(".")} or newer and this is ${process.versions.node}: install Node.js 24 (https://nodejs.org, or \`npm install --prefix ~/.node24 node@24\` and put ~/.node24/node_modules/.bin first on PATH), then run the command again.`,
  );
  process.exit(1);
}
