// The home hero's background video: slowly drifting brand shapes, muted, looping without a seam.
// Frames are drawn as SVG, rasterised by sharp and piped to ffmpeg (needed only to regenerate; CI uses the
// committed files). Run: node scripts/art/make-hero-video.mjs   Output: public/media/hero.{webm,mp4}, hero-poster.*
import { spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { accent, brand, cream } from "./palette.mjs";
import { createRandom } from "./random.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const outDir = join(root, "public/media");
const [W, H, FPS, SECONDS] = [1280, 720, 24, 8];
const FRAMES = FPS * SECONDS;
const TAU = Math.PI * 2;
const maxBytes = 1.5 * 1024 * 1024;

// Every motion is a whole number of turns per loop, so the last frame flows into the first.
const rnd = createRandom("hero-video");
const blobs = [
  { colour: accent[500], r: 420, x: 0.78, y: 0.25, ax: 90, ay: 60, turns: 1, phase: 0, opacity: 0.5 },
  { colour: brand[300], r: 520, x: 0.15, y: 0.85, ax: 120, ay: 50, turns: 1, phase: 2, opacity: 0.4 },
  { colour: accent[300], r: 300, x: 0.45, y: 0.6, ax: 140, ay: 80, turns: 2, phase: 4, opacity: 0.3 },
];
const leaves = Array.from({ length: 9 }, (_, i) => ({
  x: rnd.range(0.05, 0.95),
  y: rnd.range(0.1, 0.9),
  size: rnd.range(22, 46),
  turns: rnd.pick([1, 1, 2]),
  phase: rnd.range(0, TAU),
  angle: rnd.int(-60, 60),
  colour: [brand[300], brand[200], accent[300]][i % 3],
}));

function frame(i) {
  const t = i / FRAMES;
  const glow = blobs
    .map((b, k) => {
      const a = TAU * (t * b.turns) + b.phase;
      return `<circle cx="${(W * b.x + Math.cos(a) * b.ax).toFixed(1)}" cy="${(H * b.y + Math.sin(a) * b.ay).toFixed(1)}" r="${b.r}" fill="url(#g${k})"/>`;
    })
    .join("");
  const gradients = blobs
    .map(
      (b, k) =>
        `<radialGradient id="g${k}"><stop offset="0" stop-color="${b.colour}" stop-opacity="${b.opacity}"/><stop offset="1" stop-color="${b.colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
  const leafShapes = leaves
    .map((l) => {
      const a = TAU * t * l.turns + l.phase;
      const x = W * l.x + Math.cos(a) * 18;
      const y = H * l.y + Math.sin(a) * 26;
      const s = l.size / 100;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(l.angle + Math.sin(a) * 12).toFixed(1)}) scale(${s.toFixed(3)}) translate(-50 -50)" opacity=".55"><path d="M50 4C78 22 86 64 50 96C14 64 22 22 50 4Z" fill="${l.colour}"/></g>`;
    })
    .join("");
  // The route's dash pattern is 40 units long; it moves 4 patterns per loop.
  const dashOffset = (-t * 160).toFixed(1);
  const ring = (TAU * t * (180 / Math.PI)).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand[950]}"/><stop offset=".6" stop-color="${brand[900]}"/><stop offset="1" stop-color="${brand[700]}"/></linearGradient>${gradients}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${glow}
<g transform="rotate(${ring} 900 360)" fill="none" stroke="${brand[300]}" stroke-opacity=".25"><circle cx="900" cy="360" r="260" stroke-width="2"/><circle cx="900" cy="360" r="330" stroke-width="10" stroke-dasharray="4 28"/></g>
<circle cx="900" cy="360" r="190" fill="${cream}" fill-opacity=".05"/>
<path d="M-40 600C300 420 560 640 820 420S1180 180 1340 220" fill="none" stroke="${brand[200]}" stroke-opacity=".45" stroke-width="5" stroke-dasharray="24 16" stroke-dashoffset="${dashOffset}" stroke-linecap="round"/>
${leafShapes}
</svg>`;
}

const render = (i) =>
  sharp(Buffer.from(frame(i)))
    .removeAlpha()
    .raw()
    .toBuffer();

function ffmpeg(args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
      stdio: ["pipe", "inherit", "inherit"],
    });
    child.on("error", (error) =>
      reject(new Error(`ffmpeg could not start (apt-get install ffmpeg): ${error.message}`)),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    input(child.stdin).then(() => child.stdin.end(), reject);
  });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const rawInput = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${W}x${H}`, "-r", String(FPS), "-i", "-"];
  const webm = [
    "-map",
    "0",
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "34",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-row-mt",
    "1",
    "-pix_fmt",
    "yuv420p",
    "-an",
    join(outDir, "hero.webm"),
  ];
  const mp4 = [
    "-map",
    "0",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "23",
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    "-an",
    join(outDir, "hero.mp4"),
  ];
  await ffmpeg([...rawInput, ...webm, ...mp4], async (stdin) => {
    for (let i = 0; i < FRAMES; i += 1) {
      const buffer = await render(i);
      if (!stdin.write(buffer)) await new Promise((resolve) => stdin.once("drain", resolve));
    }
  });
  const poster = sharp(Buffer.from(frame(0)));
  await poster.clone().avif({ quality: 55, effort: 4 }).toFile(join(outDir, "hero-poster.avif"));
  await poster.clone().webp({ quality: 78 }).toFile(join(outDir, "hero-poster.webp"));
  await poster
    .clone()
    .flatten({ background: brand[900] })
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(join(outDir, "hero-poster.jpg"));
  for (const file of ["hero.webm", "hero.mp4"]) {
    const bytes = statSync(join(outDir, file)).size;
    if (bytes > maxBytes) throw new Error(`${file} is ${bytes} bytes, over the 1.5 MB budget: raise its CRF`);
    console.log(`${file}: ${(bytes / 1024).toFixed(0)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
