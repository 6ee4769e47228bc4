// Technology wordmark tiles: a neutral tile, a simple geometric glyph and the product name. Not the vendors' marks.
import { accent, brand, ink } from "./palette.mjs";
import { createRandom } from "./random.mjs";

const glyphs = [
  (c) => `<circle cx="40" cy="40" r="18" fill="${c}"/><circle cx="40" cy="40" r="8" fill="#fff"/>`,
  (c) => `<path d="M40 20L57 30V50L40 60L23 50V30Z" fill="${c}"/>`,
  (c) => `<path d="M40 20L60 58H20Z" fill="${c}"/>`,
  (c) =>
    `<rect x="22" y="22" width="36" height="36" rx="9" fill="${c}"/><path d="M32 40H48" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  (c) => `<path d="M24 58V36M36 58V24M48 58V42M60 58V30" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`,
  (c) =>
    `<path d="M22 40A18 18 0 1 1 58 40" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="40" cy="52" r="7" fill="${c}"/>`,
];

const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A 320 x 80 tile; the font size shrinks so long names still fit beside the glyph. */
export function logoTile(seed, name) {
  const rnd = createRandom(seed);
  const colour = rnd.pick([brand[500], brand[700], accent[500], brand[400], accent[600]]);
  const glyph = rnd.pick(glyphs);
  const fontSize = Math.min(30, Math.floor(236 / (name.length * 0.56)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80" data-art-kind="logo" role="img" aria-label="${escapeXml(name)}">
<rect x="1" y="1" width="318" height="78" rx="14" fill="#ffffff" stroke="#dcd8ce" stroke-width="2"/>
${glyph(colour)}
<text x="72" y="${40 + fontSize * 0.35}" font-family="Inter, 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="650" fill="${ink}" letter-spacing="-0.3">${escapeXml(name)}</text>
</svg>
`;
}
