// Composes an illustration: brand gradient, soft glows, geometric backdrop, a route line and motifs.
import * as food from "./motifs-food.mjs";
import * as people from "./motifs-people.mjs";
import * as tech from "./motifs-tech.mjs";
import { accent, cream, themes } from "./palette.mjs";
import { createRandom, r1 } from "./random.mjs";

export const motifs = { ...food, ...tech, ...people };

function place(name, rnd, x, y, size, rotate = 0) {
  const draw = motifs[name];
  if (!draw) throw new Error(`Unknown motif "${name}"`);
  const s = size / 100;
  return `<g transform="translate(${r1(x - size / 2)} ${r1(y - size / 2)}) scale(${r1(s * 1000) / 1000})${rotate ? ` rotate(${rotate} 50 50)` : ""}">${draw(rnd)}</g>`;
}

function routePath(rnd, w, h) {
  const y0 = h * rnd.range(0.62, 0.9);
  const y1 = h * rnd.range(0.1, 0.4);
  return `M${r1(-w * 0.05)} ${r1(y0)}C${r1(w * 0.3)} ${r1(y0 - h * 0.35)} ${r1(w * 0.55)} ${r1(y1 + h * 0.5)} ${r1(w * 1.05)} ${r1(y1)}`;
}

/**
 * spec: { theme, motifs: [main, ...secondary], focus: [fx, fy], route, pattern, scatter }.
 * The seed is the slug plus the crop name, so each crop is a sibling of the same design.
 */
export function scene(seed, width, height, spec) {
  const rnd = createRandom(seed);
  const t = themes[spec.theme];
  const m = Math.min(width, height);
  const [fx, fy] = spec.focus ?? [0.5, 0.5];
  const cx = width * fx;
  const cy = height * fy;
  // Wide banners have room for a larger cluster.
  const big = width / height > 1.6 ? 1.2 : 1;
  const parts = [];

  parts.push(`<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset=".55" stop-color="${t.bg[1]}"/><stop offset="1" stop-color="${t.bg[2]}"/></linearGradient>
<radialGradient id="g1"><stop offset="0" stop-color="${t.glow[0]}" stop-opacity=".55"/><stop offset="1" stop-color="${t.glow[0]}" stop-opacity="0"/></radialGradient>
<radialGradient id="g2"><stop offset="0" stop-color="${t.glow[1]}" stop-opacity=".45"/><stop offset="1" stop-color="${t.glow[1]}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="${r1(m / 28)}" height="${r1(m / 28)}" patternUnits="userSpaceOnUse"><circle cx="${r1(m / 56)}" cy="${r1(m / 56)}" r="${r1(m / 360)}" fill="${t.line}" fill-opacity=".45"/></pattern>
</defs>`);
  parts.push(`<rect width="${width}" height="${height}" fill="url(#bg)"/>`);
  parts.push(
    `<circle cx="${r1(cx + m * rnd.range(-0.2, 0.2))}" cy="${r1(cy - m * 0.2)}" r="${r1(m * 0.75)}" fill="url(#g1)"/>`,
  );
  parts.push(
    `<circle cx="${r1(width * rnd.range(0.05, 0.35))}" cy="${r1(height * rnd.range(0.6, 1))}" r="${r1(m * 0.7)}" fill="url(#g2)"/>`,
  );

  // Backdrop geometry: a large ring and a tilted rounded panel behind the focal motif.
  parts.push(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(m * 0.42 * big)}" fill="none" stroke="${t.line}" stroke-opacity=".28" stroke-width="${r1(m * 0.004)}"/>`,
  );
  parts.push(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(m * 0.31 * big)}" fill="${t.dark ? cream : "#ffffff"}" fill-opacity="${t.dark ? 0.08 : 0.55}"/>`,
  );
  const px = width * rnd.range(0.05, 0.3);
  const py = height * rnd.range(0.05, 0.25);
  parts.push(
    `<rect x="${r1(px)}" y="${r1(py)}" width="${r1(m * 0.34)}" height="${r1(m * 0.34)}" rx="${r1(m * 0.05)}" fill="url(#dots)" transform="rotate(${rnd.int(-12, 12)} ${r1(px)} ${r1(py)})"/>`,
  );
  if (spec.pattern === "rings") {
    parts.push(
      `<circle cx="${r1(width * 0.92)}" cy="${r1(height * 0.12)}" r="${r1(m * 0.22)}" fill="none" stroke="${accent[300]}" stroke-opacity=".5" stroke-width="${r1(m * 0.02)}" stroke-dasharray="${r1(m * 0.02)} ${r1(m * 0.03)}"/>`,
    );
  }

  if (spec.route) {
    const d = routePath(rnd, width, height);
    parts.push(
      `<path d="${d}" fill="none" stroke="${t.line}" stroke-opacity=".55" stroke-width="${r1(m * 0.008)}" stroke-dasharray="${r1(m * 0.025)} ${r1(m * 0.018)}" stroke-linecap="round"/>`,
    );
  }

  // Scatter: small leaves and dots that carry the palette to the edges.
  const scatterNames = spec.scatter ?? ["leaf"];
  for (let i = 0; i < 7; i += 1) {
    const x = width * rnd.range(0.03, 0.97);
    const y = height * rnd.range(0.05, 0.95);
    if (Math.hypot(x - cx, y - cy) < m * 0.45 * big) continue;
    if (rnd.chance(0.45)) {
      parts.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(m * rnd.range(0.008, 0.02))}" fill="${rnd.pick([accent[300], t.line, accent[500]])}" fill-opacity=".8"/>`,
      );
    } else {
      parts.push(
        `<g opacity=".85">${place(rnd.pick(scatterNames), rnd, x, y, m * rnd.range(0.07, 0.12), rnd.int(-40, 40))}</g>`,
      );
    }
  }

  const [main, ...rest] = spec.motifs;
  // A laurel frames the main motif instead of orbiting it.
  const others = rest.filter((name) => name !== "laurel");
  if (rest.includes("laurel")) parts.push(place("laurel", rnd, cx, cy + m * 0.02, m * 0.72 * big));
  const orbit = [-2.4, -0.6, 0.75, 2.3];
  others.forEach((name, i) => {
    const a = orbit[i % orbit.length] + rnd.range(-0.2, 0.2);
    const dist = m * 0.36 * big;
    const x = Math.min(Math.max(cx + Math.cos(a) * dist * 1.25, m * 0.12), width - m * 0.12);
    const y = Math.min(Math.max(cy + Math.sin(a) * dist, m * 0.12), height - m * 0.12);
    parts.push(place(name, rnd, x, y, m * rnd.range(0.18, 0.24) * big));
  });
  parts.push(place(main, rnd, cx, cy, m * 0.46 * big));
  return parts.join("\n");
}
