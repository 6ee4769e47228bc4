// Technology and logistics motifs, each drawn in a 100 x 100 box centred on (50, 50).
import { accent, brand, cream, creamMuted, ink } from "./palette.mjs";

const card = (extra = "") => `<rect x="6" y="14" width="88" height="72" rx="8" fill="${cream}"/>${extra}`;

export function chip() {
  const pins = [24, 38, 52, 66]
    .flatMap((p) => [`M${p + 5} 10V20`, `M${p + 5} 80V90`, `M10 ${p + 5}H20`, `M80 ${p + 5}H90`])
    .join("");
  return `<path d="${pins}" stroke="${brand[300]}" stroke-width="4" stroke-linecap="round"/><rect x="18" y="18" width="64" height="64" rx="10" fill="${brand[700]}"/><rect x="32" y="32" width="36" height="36" rx="6" fill="${accent[500]}"/><path d="M40 50H60M50 40V60" stroke="${accent[100]}" stroke-width="4" stroke-linecap="round"/>`;
}

export function barChart(rnd) {
  const bars = [0, 1, 2, 3, 4]
    .map((i) => {
      const h = 12 + i * 9 + rnd.range(-4, 6);
      return `<rect x="${16 + i * 14}" y="${76 - h}" width="9" height="${h.toFixed(1)}" rx="2" fill="${i === 4 ? accent[500] : brand[i % 2 ? 300 : 500]}"/>`;
    })
    .join("");
  return card(
    `${bars}<path d="M14 78H86" stroke="${brand[200]}" stroke-width="2"/><path d="M18 52L34 44L48 46L62 32L80 22" stroke="${accent[400]}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="80" cy="22" r="4" fill="${accent[500]}"/>`,
  );
}

export function lineChart(rnd) {
  const pts = [0, 1, 2, 3, 4, 5].map((i) => [14 + i * 14.4, 70 - i * 7 - rnd.range(-6, 6)]);
  const line = pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`).join("");
  return card(
    `<path d="${line}L86 78H14Z" fill="${brand[200]}" fill-opacity=".6"/><path d="${line}" stroke="${brand[500]}" stroke-width="3" fill="none" stroke-linejoin="round"/><path d="M14 30H50M14 38H40" stroke="${brand[100]}" stroke-width="4" stroke-linecap="round"/><circle cx="${pts[5][0].toFixed(1)}" cy="${pts[5][1].toFixed(1)}" r="4.5" fill="${accent[500]}"/>`,
  );
}

export function donut() {
  return `<circle cx="50" cy="50" r="36" fill="none" stroke="${brand[200]}" stroke-width="16"/><circle cx="50" cy="50" r="36" fill="none" stroke="${accent[500]}" stroke-width="16" stroke-dasharray="120 400" transform="rotate(-90 50 50)"/><circle cx="50" cy="50" r="36" fill="none" stroke="${brand[500]}" stroke-width="16" stroke-dasharray="60 400" stroke-dashoffset="-120" transform="rotate(-90 50 50)"/>`;
}

export function phone() {
  const rows = [30, 44, 58]
    .map(
      (y, i) =>
        `<rect x="32" y="${y}" width="8" height="8" rx="2" fill="${[accent[400], brand[400], brand[300]][i]}"/><path d="M44 ${y + 2}H66M44 ${y + 7}H58" stroke="${brand[100]}" stroke-width="3" stroke-linecap="round"/>`,
    )
    .join("");
  return `<rect x="24" y="6" width="52" height="88" rx="10" fill="${ink}"/><rect x="28" y="14" width="44" height="72" rx="4" fill="${cream}"/>${rows}<rect x="32" y="72" width="36" height="9" rx="4.5" fill="${brand[500]}"/>`;
}

export function laptop() {
  const code = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${28 + (i % 2) * 6} ${30 + i * 9}H${50 + ((i * 13) % 22)}" stroke="${[accent[300], brand[300], cream, brand[200]][i]}" stroke-width="3.5" stroke-linecap="round"/>`,
    )
    .join("");
  return `<rect x="16" y="18" width="68" height="48" rx="5" fill="${brand[950]}"/>${code}<path d="M6 70H94L88 80H12Z" fill="${creamMuted}"/><path d="M42 70H58" stroke="${brand[300]}" stroke-width="2"/>`;
}

export function network(rnd) {
  const nodes = Array.from({ length: 7 }, (_, i) => [
    50 + Math.cos((i / 7) * Math.PI * 2) * rnd.range(26, 40),
    50 + Math.sin((i / 7) * Math.PI * 2) * rnd.range(26, 40),
  ]);
  const edges = nodes
    .map(
      ([x, y], i) =>
        `M50 50L${x.toFixed(1)} ${y.toFixed(1)}M${x.toFixed(1)} ${y.toFixed(1)}L${nodes[(i + 1) % 7][0].toFixed(1)} ${nodes[(i + 1) % 7][1].toFixed(1)}`,
    )
    .join("");
  const dots = nodes
    .map(
      ([x, y], i) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 3 ? 5 : 7}" fill="${i % 3 ? brand[300] : accent[400]}"/>`,
    )
    .join("");
  return `<path d="${edges}" stroke="${brand[200]}" stroke-width="2" stroke-opacity=".8"/>${dots}<circle cx="50" cy="50" r="11" fill="${accent[500]}"/><circle cx="50" cy="50" r="5" fill="${cream}"/>`;
}

export function globe() {
  const land = `<path d="M20 34C26 24 38 22 44 28C50 34 42 40 46 46C50 52 42 60 34 58C26 56 28 46 22 44C16 42 16 38 20 34Z" fill="${brand[300]}"/><path d="M58 16C66 14 78 20 82 30C86 40 76 42 72 48C68 54 74 62 68 70C62 78 54 72 56 62C58 52 50 48 52 38C54 28 50 20 58 16Z" fill="${brand[300]}"/><path d="M30 72C36 68 44 72 44 78C44 84 36 88 32 84C28 80 26 76 30 72Z" fill="${brand[300]}"/>`;
  return `<circle cx="50" cy="50" r="42" fill="${brand[500]}"/>${land}<ellipse cx="50" cy="50" rx="18" ry="42" fill="none" stroke="${brand[200]}" stroke-width="1.5" stroke-opacity=".6"/><path d="M8 50H92M14 30H86M14 70H86" stroke="${brand[200]}" stroke-width="1.5" stroke-opacity=".6"/><circle cx="50" cy="50" r="42" fill="none" stroke="${cream}" stroke-opacity=".55" stroke-width="2"/><path d="M24 22A38 38 0 0 1 50 12" stroke="${cream}" stroke-opacity=".6" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

export function truck() {
  return `<ellipse cx="50" cy="86" rx="46" ry="4" fill="#000" fill-opacity=".12"/><rect x="4" y="30" width="58" height="44" rx="4" fill="${cream}"/><path d="M12 44H54M12 54H42" stroke="${brand[300]}" stroke-width="4" stroke-linecap="round"/><path d="M62 42H80L94 58V74H62Z" fill="${accent[500]}"/><path d="M68 47H78L87 58H68Z" fill="${accent[100]}"/><circle cx="22" cy="78" r="9" fill="${ink}"/><circle cx="22" cy="78" r="3.5" fill="${creamMuted}"/><circle cx="78" cy="78" r="9" fill="${ink}"/><circle cx="78" cy="78" r="3.5" fill="${creamMuted}"/>`;
}

export function warehouse() {
  return `<ellipse cx="50" cy="92" rx="48" ry="4" fill="#000" fill-opacity=".12"/><path d="M4 40L50 12L96 40V90H4Z" fill="${creamMuted}"/><path d="M4 40L50 12L96 40" stroke="${brand[600]}" stroke-width="5" fill="none" stroke-linejoin="round"/><rect x="16" y="54" width="28" height="36" fill="${brand[700]}"/><rect x="56" y="54" width="28" height="36" fill="${brand[700]}"/><path d="M16 63H44M16 72H44M16 81H44M56 63H84M56 72H84M56 81H84" stroke="${brand[500]}" stroke-width="2"/><circle cx="50" cy="32" r="5" fill="${accent[500]}"/>`;
}

export function pin() {
  return `<ellipse cx="50" cy="92" rx="14" ry="3.5" fill="#000" fill-opacity=".15"/><path d="M50 90C30 64 20 52 20 36A30 30 0 0 1 80 36C80 52 70 64 50 90Z" fill="${accent[500]}"/><circle cx="50" cy="36" r="12" fill="${cream}"/>`;
}

export function board(rnd) {
  return `<path d="M30 92L40 70M70 92L60 70" stroke="${brand[700]}" stroke-width="4" stroke-linecap="round"/><rect x="6" y="10" width="88" height="62" rx="5" fill="${cream}" stroke="${brand[700]}" stroke-width="3"/><g transform="translate(14 18) scale(.45)">${donut()}</g><path d="M62 28H84M62 38H80M62 48H84M62 58H74" stroke="${[brand[300], accent[300]][rnd.int(0, 1)]}" stroke-width="4" stroke-linecap="round"/>`;
}

export function flask() {
  return `<path d="M40 8H60M44 8V38L18 82C14 90 18 94 26 94H74C82 94 86 90 82 82L56 38V8" fill="${cream}" fill-opacity=".95" stroke="${brand[200]}" stroke-width="3" stroke-linejoin="round"/><path d="M30 62H70L81 84C83 89 80 91 75 91H25C20 91 17 89 19 84Z" fill="${brand[400]}"/><circle cx="42" cy="76" r="4" fill="${accent[300]}"/><circle cx="56" cy="70" r="3" fill="${cream}"/><circle cx="60" cy="82" r="5" fill="${brand[200]}"/>`;
}

export function robotArm() {
  return `<ellipse cx="50" cy="92" rx="30" ry="4" fill="#000" fill-opacity=".12"/><rect x="26" y="78" width="36" height="12" rx="3" fill="${brand[800]}"/><path d="M44 78L34 46L66 26" stroke="${accent[500]}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="34" cy="46" r="7" fill="${brand[700]}"/><circle cx="66" cy="26" r="6" fill="${brand[700]}"/><path d="M66 26L80 40M72 46L80 40L88 48" stroke="${brand[700]}" stroke-width="5" stroke-linecap="round" fill="none"/><rect x="72" y="52" width="20" height="18" rx="2" fill="${accent[300]}"/><path d="M72 58H92" stroke="${accent[600]}" stroke-width="2"/>`;
}
