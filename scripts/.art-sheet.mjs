import sharp from "sharp";
import { readFileSync } from "node:fs";
const [out, cols, tileW, ...slugs] = process.argv.slice(2);
const tiles = await Promise.all(slugs.map(async (s) => {
  const buf = await sharp(readFileSync(`art/${s}.svg`)).resize({ width: +tileW, height: Math.round(+tileW*0.75), fit: "contain", background: "#888" }).png().toBuffer();
  return buf;
}));
const c = +cols, w = +tileW, h = Math.round(w*0.75), rows = Math.ceil(tiles.length / c);
await sharp({ create: { width: c*(w+8), height: rows*(h+8), channels: 3, background: "#444" } })
  .composite(tiles.map((t, i) => ({ input: t, left: (i % c)*(w+8), top: Math.floor(i / c)*(h+8) }))).png().toFile(out);
