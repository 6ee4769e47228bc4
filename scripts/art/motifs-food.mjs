// Food and nature motifs, each drawn in a 100 x 100 box centred on (50, 50).
import { accent, brand, cream, creamMuted } from "./palette.mjs";

const shadow = (y = 92, w = 34) => `<ellipse cx="50" cy="${y}" rx="${w}" ry="4" fill="#000" fill-opacity=".12"/>`;

export function leaf(rnd) {
  const fill = rnd.pick([brand[300], brand[400], brand[500], brand[200]]);
  return `<path d="M50 4C78 22 86 64 50 96C14 64 22 22 50 4Z" fill="${fill}"/><path d="M50 14V90M50 40L64 30M50 56L36 46M50 72L63 62" stroke="${brand[900]}" stroke-opacity=".35" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
}

export function crate() {
  return `${shadow(94, 40)}<path d="M50 18L88 36L50 54L12 36Z" fill="${accent[300]}"/><path d="M12 36L50 54V92L12 74Z" fill="${accent[500]}"/><path d="M88 36L50 54V92L88 74Z" fill="${accent[600]}"/><path d="M12 49L50 67M12 61L50 79M88 49L50 67M88 61L50 79" stroke="${accent[700]}" stroke-opacity=".45" stroke-width="2"/><path d="M34 28L72 46" stroke="${accent[100]}" stroke-width="3" stroke-opacity=".7"/>`;
}

export function crateStack() {
  const box = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})">${crate()}</g>`;
  return `${box(-2, 30, 0.55)}${box(44, 30, 0.55)}${box(21, 4, 0.55)}`;
}

export function plate(rnd) {
  const food = [brand[400], accent[400], brand[300], accent[300], brand[600]];
  const bits = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2 + rnd.range(0, 1);
    return `<circle cx="${(50 + Math.cos(a) * 12).toFixed(1)}" cy="${(50 + Math.sin(a) * 12).toFixed(1)}" r="${rnd.range(5, 8).toFixed(1)}" fill="${food[i]}"/>`;
  }).join("");
  return `${shadow(94, 36)}<circle cx="50" cy="50" r="40" fill="${cream}"/><circle cx="50" cy="50" r="30" fill="${creamMuted}" stroke="${brand[100]}" stroke-width="2"/>${bits}<rect x="2" y="22" width="4" height="56" rx="2" fill="${brand[700]}" fill-opacity=".75"/><rect x="94" y="22" width="4" height="56" rx="2" fill="${brand[700]}" fill-opacity=".75"/>`;
}

export function sprout() {
  return `<path d="M50 92V48" stroke="${brand[600]}" stroke-width="5" stroke-linecap="round"/><path d="M50 56C34 56 20 44 18 26C36 26 50 38 50 56Z" fill="${brand[400]}"/><path d="M50 48C52 30 66 18 86 18C84 38 70 48 50 48Z" fill="${brand[300]}"/><path d="M26 92H74" stroke="${accent[600]}" stroke-width="6" stroke-linecap="round"/>`;
}

export function tree(rnd) {
  const canopy = [brand[500], brand[400], brand[300]];
  const blobs = [
    [50, 34, 26],
    [30, 44, 18],
    [70, 44, 18],
  ]
    .map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${canopy[(i + rnd.int(0, 2)) % 3]}"/>`)
    .join("");
  return `<path d="M50 90V50M50 72L36 92M50 72L64 92M50 80L44 94M50 80L57 94" stroke="${accent[700]}" stroke-width="4" stroke-linecap="round" fill="none"/>${blobs}`;
}

export function hamper() {
  return `${shadow(94, 40)}<circle cx="36" cy="40" r="12" fill="${accent[400]}"/><circle cx="60" cy="34" r="14" fill="${brand[400]}"/><path d="M70 20C78 28 78 42 72 50" stroke="${brand[300]}" stroke-width="7" stroke-linecap="round" fill="none"/><path d="M10 48H90L80 90H20Z" fill="${accent[600]}"/><path d="M14 60H86M17 72H83M14 48L24 90M38 48L42 90M62 48L58 90M86 48L76 90" stroke="${accent[300]}" stroke-width="2.5" stroke-opacity=".7"/><path d="M24 48C24 18 76 18 76 48" stroke="${accent[700]}" stroke-width="4" fill="none"/>`;
}

export function wave() {
  const row = (y, c) =>
    `<path d="M0 ${y}C12 ${y - 10} 24 ${y - 10} 36 ${y}S60 ${y + 10} 72 ${y} 92 ${y - 10} 100 ${y - 4}" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return `${row(40, brand[300])}${row(58, brand[200])}${row(76, accent[300])}`;
}

export function cup() {
  return `${shadow(94, 28)}<path d="M22 34H72L66 88H28Z" fill="${cream}"/><path d="M72 44C88 44 88 66 70 68" stroke="${cream}" stroke-width="6" fill="none"/><path d="M25 48H69" stroke="${accent[500]}" stroke-width="6"/><path d="M38 24C34 16 42 12 38 4M52 24C48 16 56 12 52 4" stroke="${brand[200]}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

export function sun() {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const p = (r) => `${(50 + Math.cos(a) * r).toFixed(1)} ${(50 + Math.sin(a) * r).toFixed(1)}`;
    return `M${p(34)}L${p(46)}`;
  }).join("");
  return `<path d="${rays}" stroke="${accent[300]}" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="50" r="26" fill="${accent[400]}"/><circle cx="50" cy="50" r="18" fill="${accent[300]}"/>`;
}

export function heart() {
  return `<path d="M50 88C18 64 8 48 8 32C8 18 20 8 32 8C40 8 46 12 50 20C54 12 60 8 68 8C80 8 92 18 92 32C92 48 82 64 50 88Z" fill="${accent[500]}"/><path d="M26 26C30 20 36 18 40 20" stroke="${accent[100]}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

export function chefHat() {
  return `${shadow(94, 30)}<path d="M26 56C10 52 12 28 30 30C32 14 56 10 62 24C78 18 94 36 76 56Z" fill="${cream}"/><rect x="28" y="56" width="46" height="30" rx="4" fill="${creamMuted}"/><path d="M34 66H68" stroke="${brand[300]}" stroke-width="3"/>`;
}
