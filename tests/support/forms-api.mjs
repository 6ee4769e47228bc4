// Helpers for the forms API's tests: real files of each CV type, a real SMTP server, multipart bodies.
import { crc32, deflateRawSync } from "node:zlib";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { listenOnFreePort } from "./ports.mjs";
import { tempDir } from "./temp-dirs.mjs";

export const tempDataDir = () => tempDir("forms-test-");

export const pdfBytes = () =>
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

/** The OLE compound-file header a .doc starts with, padded to one 512-byte sector. */
export const docBytes = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

export const exeBytes = () => Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(60, 1)]);

/** A zip archive, deflated (or stored) like an office suite writes it; `comment` tests the end-record search. */
export function makeZip(entries, { store = false, comment = "" } = {}) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const raw = Buffer.from(data);
    const body = store ? raw : deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(store ? 0 : 8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(store ? 0 : 8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const commentBytes = Buffer.from(comment);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return Buffer.concat([...locals, directory, end, commentBytes]);
}

/** A minimal Word document: the parts Word itself needs, with one paragraph. */
export const docxBytes = () =>
  makeZip([
    {
      name: "[Content_Types].xml",
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: "_rels/.rels",
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
    },
  ]);

/**
 * A real SMTP server on 127.0.0.1 collecting every message it accepts, parsed. Ways to misbehave, as real
 * servers do: `dataDelayMs` (answer each message's DATA that late; `receiving` counts messages whose
 * DATA has arrived but is not answered yet), `refuse(address)` (a recipient refused with 550 5.1.1), and
 * `hangFirst` (the first connection is never greeted).
 */
export async function startSmtp(port = 0, { dataDelayMs = 0, refuse = () => false, hangFirst = false } = {}) {
  const messages = [];
  const state = { receiving: 0, connections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      state.connections += 1;
      if (hangFirst && state.connections === 1) return;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address)) return callback();
      callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        state.receiving += 1;
        setTimeout(() => {
          state.receiving -= 1;
          messages.push(mail);
          callback();
        }, dataDelayMs);
      }, callback);
    },
  });
  // A sender that dies mid-conversation (a server killed with SIGKILL) resets its connection: a mail server
  // notes it and goes on, as this one must, rather than throw it at the test.
  const errors = [];
  server.on("error", (error) => errors.push(error));
  const listenOn = (at) =>
    new Promise((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(at, "127.0.0.1", () => {
        server.server.off("error", reject);
        resolve(undefined);
      });
    });
  // Port 0: a free port below 32768 (tests/support/ports.mjs), not one from the system's ephemeral range.
  if (port === 0) await listenOnFreePort(listenOn);
  else await listenOn(port);
  const actualPort = server.server.address().port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    state,
    /** Connection errors the server noted (a sender reset mid-message). */
    errors,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A port nothing listens on (taken from the system, then given back): an SMTP server that is down. */
export async function downSmtp() {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp;
}

/** A multipart/form-data body as a browser's FormData would send it; a list is a part a value, as boxes post. */
export async function multipart(fields, files = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  for (const { name = "cv", filename, bytes, type = "application/octet-stream" } of files) {
    form.append(name, new File([bytes], filename, { type }));
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { contentType: request.headers.get("content-type"), body: Buffer.from(await request.arrayBuffer()) };
}

/** Polls until `check` returns something truthy; fails after `timeout` ms instead of sleeping a fixed time. */
export async function waitFor(check, { timeout = 4000, interval = 10, what = "the condition" } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
