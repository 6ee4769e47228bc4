// Writes the Academy programme brochure, public/downloads/{slug}-academy-brochure.pdf (paths.brochure()),
// from the same content as the Academy page. A tiny hand-made PDF writer: two A4 pages of Helvetica text,
// no dependencies, and byte-for-byte the same output for the same content (no dates inside), so the
// file can be committed and only changes when the content does.
// Run with Node 24 (it reads the TypeScript content modules through Node's type stripping):
//   node scripts/make-brochure.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { paths } from "../app/config/paths.ts";
import { site } from "../app/config/site.ts";
import { academy } from "../app/content/academy.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outFile = join(root, "public", paths.brochure());

// Helvetica and Helvetica-Bold advance widths (1/1000 em) for ASCII 32..126, from the standard AFM files.
const widths = {
  F1: [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584], // prettier-ignore
  F2: [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584], // prettier-ignore
};
// The few typographic characters the content uses, as WinAnsiEncoding bytes and widths.
const extras = {
  "–": [0x96, 556],
  "—": [0x97, 1000],
  "’": [0x92, 222],
  "‘": [0x91, 222],
  "“": [0x93, 333],
  "”": [0x94, 333],
  "•": [0x95, 350],
  "…": [0x85, 1000],
  "·": [0xb7, 278],
};

const charWidth = (ch, font) => {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return widths[font][code - 32];
  return extras[ch]?.[1] ?? 556;
};
const textWidth = (text, font, size) => ([...text].reduce((sum, ch) => sum + charWidth(ch, font), 0) * size) / 1000;

/** A PDF string literal in WinAnsiEncoding: ( ) \ escaped, other bytes as octal. */
function pdfString(text) {
  let out = "(";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code >= 32 && code <= 126) out += ch;
    else out += `\\${(extras[ch]?.[0] ?? 0x3f).toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

// Layout: A4 in points, a brand-coloured band at the top of each page, text flowing down the page.
const page = { width: 595.28, height: 841.89, margin: 56 };
const contentWidth = page.width - page.margin * 2;
const brand = [11 / 255, 61 / 255, 46 / 255];
const accent = [232 / 255, 112 / 255, 42 / 255];
const ink = [20 / 255, 33 / 255, 28 / 255];
const muted = [74 / 255, 90 / 255, 83 / 255];
const rgb = (c, op) => `${c.map((v) => v.toFixed(3)).join(" ")} ${op}`;

function createPage(kicker, title) {
  const ops = [];
  let y = page.height - 150;
  const text = (str, { x = page.margin, font = "F1", size = 11, color = ink } = {}) =>
    ops.push(`BT /${font} ${size} Tf ${rgb(color, "rg")} ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(str)} Tj ET`);
  const api = {
    ops,
    paragraph(str, { font = "F1", size = 11, color = ink, indent = 0, leading = 1.45, after = 8 } = {}) {
      for (const line of wrap(str, font, size, contentWidth - indent)) {
        text(line, { x: page.margin + indent, font, size, color });
        y -= size * leading;
      }
      y -= after;
    },
    heading(str) {
      y -= 10;
      ops.push(`${rgb(accent, "rg")} ${page.margin} ${(y + 16).toFixed(2)} 28 3 re f`);
      text(str, { font: "F2", size: 16, color: brand });
      y -= 26;
    },
    bullet(label, str) {
      text("•", { color: accent, size: 11 });
      const lead = label ? `${label}: ` : "";
      const lines = wrap(`${lead}${str}`, "F1", 11, contentWidth - 16);
      lines.forEach((line, i) => {
        // The label is set in bold; the rest of the first line follows it.
        if (i === 0 && lead && line.startsWith(lead)) {
          text(lead, { x: page.margin + 16, font: "F2" });
          text(line.slice(lead.length), { x: page.margin + 16 + textWidth(lead, "F2", 11) });
        } else text(line, { x: page.margin + 16 });
        y -= 11 * 1.45;
      });
      y -= 6;
    },
    get y() {
      return y;
    },
  };
  // Header band, kicker and page title.
  ops.push(`${rgb(brand, "rg")} 0 ${page.height - 120} ${page.width} 120 re f`);
  ops.push(`${rgb(accent, "rg")} 0 ${page.height - 124} ${page.width} 4 re f`);
  y = page.height - 58;
  text(kicker.toUpperCase(), { font: "F2", size: 10, color: [0.99, 0.7, 0.48] });
  y = page.height - 92;
  text(title, { font: "F2", size: 26, color: [1, 1, 1] });
  y = page.height - 160;
  return api;
}

function footer(pageApi, number, total) {
  const label = `${site.name} Academy · ${site.origin.replace(/^https?:\/\//, "")}${paths.academy()} · Page ${number} of ${total}`;
  pageApi.ops.push(`${rgb(muted, "RG")} 0.5 w ${page.margin} 52 m ${page.width - page.margin} 52 l S`);
  pageApi.ops.push(`BT /F1 9 Tf ${rgb(muted, "rg")} ${page.margin} 36 Td ${pdfString(label)} Tj ET`);
}

const plain = (lines) => lines.map((segments) => segments.map((s) => s.text).join("")).join(" ");

// Page 1: programme overview and modules.
const first = createPage("Programme brochure", `${site.name} Academy`);
first.paragraph(plain(academy.programme.titleLines), { font: "F2", size: 15, color: brand, leading: 1.3, after: 10 });
first.heading("Programme overview");
for (const p of academy.programme.paragraphs) first.paragraph(p);
for (const fact of academy.facts) first.bullet(fact.label, fact.value);
first.heading("Modules");
academy.modules.forEach((module, i) => {
  first.paragraph(`${i + 1}. ${module.title} (${module.weeks} weeks)`, { font: "F2", size: 11.5, after: 2 });
  first.paragraph(module.description, { color: muted, indent: 14, after: 8 });
});

// Page 2: dates, how to apply, questions.
const second = createPage("Programme brochure", "Dates and how to apply");
const intake = academy.facts.find((fact) => /intake/i.test(fact.label));
const totalWeeks = academy.modules.reduce((sum, module) => sum + module.weeks, 0);
second.heading("Dates");
if (intake) second.bullet(intake.label, intake.value);
second.bullet("Length", `${totalWeeks} weeks of modules across the six-month programme, full time, Monday to Friday.`);
second.bullet(
  "Applications",
  "Open all year. We review them in the order they arrive and close each cohort when it is full.",
);
second.heading("How to apply");
second.paragraph(
  `Visit ${site.origin.replace(/^https?:\/\//, "")}${paths.academy()} and press "Apply now" to register your interest. Questions? Email ${site.contact.careersEmail} or call ${site.contact.phone}.`,
);
const selection = academy.faq.find((item) => /selection/i.test(item.question));
if (selection) second.paragraph(selection.answer, { color: muted });
second.heading("Questions and answers");
for (const item of academy.faq.filter((entry) => entry !== selection)) {
  second.paragraph(item.question, { font: "F2", size: 11.5, after: 2 });
  second.paragraph(item.answer, { color: muted, after: 8 });
}

const pages = [first, second];
pages.forEach((p, i) => footer(p, i + 1, pages.length));
for (const p of pages) if (p.y < 70) throw new Error("make-brochure: the content no longer fits on two pages");

// Objects: 1 catalog, 2 page tree, 3-4 fonts, then a page and its content stream per page, then the info.
const objects = [];
const add = (body) => objects.push(body);
add("<< /Type /Catalog /Pages 2 0 R >>");
add("PAGES");
add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
const pageIds = pages.map((p) => {
  const stream = p.ops.join("\n");
  const contentId = add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  return add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
  );
});
objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
const infoId = add(
  `<< /Title ${pdfString(`${site.name} Academy programme brochure`)} /Author ${pdfString(site.name)} >>`,
);

let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
const offsets = objects.map((body, i) => {
  const offset = Buffer.byteLength(pdf, "latin1");
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = Buffer.byteLength(pdf, "latin1");
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, Buffer.from(pdf, "latin1"));
console.log(
  `make-brochure: wrote ${outFile.slice(root.length + 1)} (${(Buffer.byteLength(pdf, "latin1") / 1024).toFixed(1)} KB, ${pages.length} pages)`,
);
