// Site icons, web manifest and social card, drawn from the brand in app/config/site.ts (read with Node's type
// stripping, so the company name lives in one file). Run: node scripts/art/make-icons.mjs; commit the output.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { site } from "../../app/config/site.ts";
import { accent, brand, cream } from "./palette.mjs";
import { scene } from "./scene.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const out = (file) => join(root, "public", file);
const fonts = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif";
const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The company name -> its initials: the first letter of up to two words ("Acme Foods" -> "AF"). */
export const initials = (name) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");

/** The mark on a 64-unit grid; `rounded` false fills the square for platforms that mask icons themselves. */
function mark({ rounded = true } = {}) {
  const letters = initials(site.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand[900]}"/><stop offset="1" stop-color="${brand[600]}"/></linearGradient></defs>
<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="url(#m)"/>
<path d="M46 9C55 12 58 20 55 27C47 25 43 17 46 9Z" fill="${accent[500]}"/>
<text x="32" y="43" text-anchor="middle" font-family="${fonts}" font-size="${letters.length > 1 ? 25 : 32}" font-weight="700" letter-spacing="-1" fill="${cream}">${escapeXml(letters)}</text>
</svg>
`;
}

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A Windows icon holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

/** Splits text into lines of at most `max` characters, at spaces. */
function wrap(text, max) {
  const lines = [""];
  for (const word of text.split(" ")) {
    const line = lines[lines.length - 1];
    if (line && line.length + word.length + 1 > max) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

function socialCard() {
  const [w, h] = [1200, 630];
  const art = scene("social-card", w, h, {
    theme: "forest",
    motifs: ["globe", "crateStack", "truck", "plate"],
    focus: [0.78, 0.5],
    route: true,
  });
  const tagline = wrap(site.tagline, 34)
    .map((line, i) => `<tspan x="96" dy="${i ? 46 : 0}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
${art}
<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${brand[950]}" stop-opacity=".92"/><stop offset=".55" stop-color="${brand[950]}" stop-opacity=".55"/><stop offset="1" stop-color="${brand[950]}" stop-opacity="0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#shade)"/>
<g transform="translate(96 150) scale(1.5)">${mark().replace(/<\/?svg[^>]*>/g, "")}</g>
<text x="96" y="330" font-family="${fonts}" font-size="76" font-weight="700" fill="${cream}" letter-spacing="-1.5">${escapeXml(site.name)}</text>
<rect x="96" y="362" width="96" height="6" rx="3" fill="${accent[500]}"/>
<text x="96" y="430" font-family="${fonts}" font-size="36" font-weight="500" fill="${brand[100]}">${tagline}</text>
</svg>
`;
}

const icons = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

export async function makeIcons() {
  writeFileSync(out("favicon.svg"), mark());
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(mark(), size) })));
  writeFileSync(out("favicon.ico"), ico(small));
  writeFileSync(out("favicon-32.png"), small[1].data);
  // Platforms that mask icons (iOS, Android adaptive) get a full-bleed square; the mark sits in the safe zone.
  const square = mark({ rounded: false });
  writeFileSync(out("apple-touch-icon.png"), await png(square, 180));
  writeFileSync(out("icon-192.png"), await png(square, 192));
  writeFileSync(out("icon-512.png"), await png(square, 512));
  const manifest = {
    name: site.name,
    short_name: site.name.length <= 12 ? site.name : initials(site.name),
    description: site.description,
    start_url: "/",
    display: "standalone",
    theme_color: site.themeColor,
    background_color: cream,
    icons,
  };
  writeFileSync(out("manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  await sharp(Buffer.from(socialCard()))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(out("social-card.png"));
  console.log(
    "icons: favicon.svg, favicon.ico, favicon-32.png, apple-touch-icon.png, icon-192.png, icon-512.png, manifest.webmanifest, social-card.png",
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await makeIcons();
