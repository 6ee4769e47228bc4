// @vitest-environment node
// The mailer's own promises: every message says it was sent by a machine, and with DKIM settings every
// message carries a signature that a receiving server's check accepts, List-Unsubscribe included.
import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dkimVerify } from "mailauth";
import { afterEach, expect, it } from "vitest";
import { createMailer } from "./mail.mjs";
import { createStore } from "../../store/index.mjs";
import { tempDataDir } from "../../../tests/support/forms-api.mjs";

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function mailer(options = {}) {
  const store = createStore({ dataDir: tempDataDir() });
  cleanups.push(async () => await store.close());
  const sender = createMailer({ mailDir: store.paths.mail, readCv: store.readCv, ...options });
  cleanups.push(() => sender.close());
  return { sender, read: (name) => readFileSync(join(store.paths.mail, name), "utf8") };
}

const digest = {
  from: "Mise Labs <no-reply@miselabs.example>",
  to: "ada@example.com",
  subject: "New vacancy at Mise Labs",
  text: "A vacancy matching your alerts has opened.\n",
  headers: {
    "List-Unsubscribe": "<https://www.miselabs.example/api/vacancy-alerts/unsubscribe?token=t>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
  messageId: "<alert.1.digest.1@miselabs.example>",
  eml: "alert-1-digest-1.eml",
};

it("marks every message as sent by the site itself, so out-of-office replies stay away", async () => {
  const { sender, read } = mailer();
  await sender.send(digest);
  expect(read(digest.eml)).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
});

it("signs every message with DKIM when configured, and the signature covers List-Unsubscribe", async () => {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const { sender, read } = mailer({
    dkim: {
      domainName: "miselabs.example",
      keySelector: "site",
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }),
    },
  });
  await sender.send(digest);
  const publicDer = publicKey.export({ type: "spki", format: "der" }).toString("base64");
  // The DNS answer a receiving server would get for site._domainkey.miselabs.example.
  const resolver = async (name, type) => {
    if (name === "site._domainkey.miselabs.example" && type === "TXT") return [[`v=DKIM1; k=rsa; p=${publicDer}`]];
    throw Object.assign(new Error(`no ${type} for ${name}`), { code: "ENOTFOUND" });
  };
  const { results } = await dkimVerify(read(digest.eml), { resolver });
  expect(results).toHaveLength(1);
  expect(results[0].status.result).toBe("pass");
  expect(results[0].signingHeaders.keys.toLowerCase().split(": ")).toEqual(
    expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post", "from", "subject", "auto-submitted"]),
  );
});
