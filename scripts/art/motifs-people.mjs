// People, recognition and learning motifs, each drawn in a 100 x 100 box centred on (50, 50).
import { accent, brand, clothing, cream, creamMuted, ink, skinTones } from "./palette.mjs";

/** An abstract figure: head and rounded shoulders, no face. */
function figure(x, y, s, skin, shirt) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-22 40C-22 14 22 14 22 40Z" fill="${shirt}"/><circle cx="0" cy="0" r="12" fill="${skin}"/></g>`;
}

export function people(rnd) {
  const spots = [
    [24, 52, 0.9],
    [76, 52, 0.9],
    [50, 44, 1.1],
  ];
  // Dark shirts would vanish on the dark themes.
  const shirts = clothing.filter((c) => c !== ink && c !== brand[700]);
  return (
    spots.map(([x, y, s]) => figure(x, y, s, rnd.pick(skinTones), rnd.pick(shirts))).join("") +
    `<path d="M8 92H92" stroke="${brand[200]}" stroke-width="3" stroke-linecap="round" stroke-opacity=".6"/>`
  );
}

export function presenter(rnd) {
  return `<rect x="4" y="8" width="60" height="42" rx="4" fill="${cream}"/><path d="M12 40L24 28L34 34L48 18L56 24" stroke="${accent[500]}" stroke-width="3.5" fill="none" stroke-linecap="round"/>${figure(78, 50, 1, rnd.pick(skinTones), rnd.pick(clothing))}<rect x="14" y="66" width="46" height="26" rx="4" fill="${brand[700]}"/><path d="M24 76H50" stroke="${brand[300]}" stroke-width="3" stroke-linecap="round"/>`;
}

export function bubble(rnd) {
  const fill = rnd.pick([cream, accent[300], brand[200]]);
  return `<path d="M14 14H86A8 8 0 0 1 94 22V62A8 8 0 0 1 86 70H40L22 88V70H14A8 8 0 0 1 6 62V22A8 8 0 0 1 14 14Z" fill="${fill}"/><path d="M22 34H78M22 48H62" stroke="${brand[700]}" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>`;
}

export function trophy() {
  return `<ellipse cx="50" cy="94" rx="30" ry="4" fill="#000" fill-opacity=".14"/><path d="M28 18C12 18 12 46 34 48M72 18C88 18 88 46 66 48" stroke="${accent[300]}" stroke-width="6" fill="none"/><path d="M26 8H74V30C74 48 62 58 50 58C38 58 26 48 26 30Z" fill="${accent[400]}"/><path d="M34 14V30C34 40 40 48 46 50" stroke="${accent[100]}" stroke-width="4" fill="none" stroke-linecap="round"/><rect x="44" y="58" width="12" height="14" fill="${accent[500]}"/><rect x="30" y="72" width="40" height="18" rx="3" fill="${brand[700]}"/><path d="M40 81H60" stroke="${accent[300]}" stroke-width="3" stroke-linecap="round"/>`;
}

export function medal(rnd) {
  const metal = rnd.pick([
    [accent[400], accent[300]],
    ["#b9c2c7", "#e4e8ea"],
    ["#c98a4b", "#e7b98a"],
  ]);
  return `<path d="M30 4H46L56 40H40ZM70 4H54L44 40H60Z" fill="${brand[500]}"/><path d="M54 4H70L60 40H52Z" fill="${brand[300]}"/><circle cx="50" cy="64" r="28" fill="${metal[0]}"/><circle cx="50" cy="64" r="20" fill="${metal[1]}"/><path d="M50 51L54 60L63 61L56 67L58 76L50 71L42 76L44 67L37 61L46 60Z" fill="${metal[0]}"/>`;
}

export function star() {
  return `<path d="M50 6L62 36L94 38L69 58L77 90L50 72L23 90L31 58L6 38L38 36Z" fill="${accent[400]}"/><path d="M50 20L57 40L50 60Z" fill="${accent[100]}" fill-opacity=".6"/>`;
}

export function laurel() {
  // Leaves follow two arcs from the bottom up each side, each leaf turned along the arc.
  const leaves = [];
  for (const dir of [1, -1]) {
    for (let i = 0; i < 7; i += 1) {
      const deg = 100 + i * 19;
      const a = (deg * Math.PI) / 180;
      const rr = 40 + (i % 2 ? 4 : -3);
      const x = 50 + Math.cos(a) * rr;
      const y = 50 + Math.sin(a) * rr;
      const px = dir === 1 ? x : 100 - x;
      const rot = dir === 1 ? deg + 28 : 180 - deg - 28;
      leaves.push(
        `<ellipse cx="${px.toFixed(1)}" cy="${y.toFixed(1)}" rx="4.5" ry="9" fill="${i % 2 ? brand[300] : brand[400]}" transform="rotate(${rot} ${px.toFixed(1)} ${y.toFixed(1)})"/>`,
      );
    }
  }
  return `<path d="M44 92A42 42 0 0 1 16 26M56 92A42 42 0 0 0 84 26" stroke="${brand[500]}" stroke-width="2" fill="none"/>${leaves.join("")}`;
}

export function cap() {
  return `<path d="M50 16L96 36L50 56L4 36Z" fill="${brand[800]}"/><path d="M24 46V66C24 76 76 76 76 66V46L50 58Z" fill="${brand[700]}"/><path d="M84 41V70" stroke="${accent[400]}" stroke-width="3"/><circle cx="84" cy="74" r="5" fill="${accent[400]}"/><path d="M50 22L84 36" stroke="${brand[500]}" stroke-width="2"/>`;
}

export function books() {
  const spines = [
    [10, 20, brand[500]],
    [28, 12, accent[500]],
    [46, 26, brand[300]],
    [64, 16, accent[300]],
  ];
  return `<ellipse cx="50" cy="94" rx="44" ry="4" fill="#000" fill-opacity=".12"/>${spines.map(([x, y, c]) => `<rect x="${x}" y="${y}" width="16" height="${90 - y}" rx="2" fill="${c}"/><path d="M${x + 4} ${y + 10}H${x + 12}" stroke="${cream}" stroke-width="2.5"/>`).join("")}<rect x="80" y="34" width="14" height="56" rx="2" fill="${brand[700]}" transform="rotate(12 87 62)"/>`;
}

export function steps() {
  return `<rect x="8" y="66" width="24" height="24" rx="3" fill="${brand[300]}"/><rect x="38" y="46" width="24" height="44" rx="3" fill="${brand[500]}"/><rect x="68" y="24" width="24" height="66" rx="3" fill="${accent[500]}"/><path d="M12 54L44 32L62 38L86 10M86 10H74M86 10V22" stroke="${cream}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function ball() {
  return `<circle cx="50" cy="50" r="40" fill="${cream}"/><path d="M50 36L63 45L58 60H42L37 45Z" fill="${ink}"/><path d="M50 36V12M63 45L86 38M58 60L72 80M42 60L28 80M37 45L14 38" stroke="${ink}" stroke-width="3"/><circle cx="50" cy="50" r="40" fill="none" stroke="${brand[200]}" stroke-width="2"/>`;
}

export function note() {
  return `<path d="M36 72V20L84 10V62" stroke="${accent[300]}" stroke-width="6" fill="none" stroke-linejoin="round"/><ellipse cx="26" cy="74" rx="13" ry="10" fill="${accent[400]}"/><ellipse cx="74" cy="64" rx="13" ry="10" fill="${accent[400]}"/><path d="M36 30L84 20" stroke="${accent[300]}" stroke-width="6"/>`;
}

export function camera() {
  return `<rect x="6" y="26" width="88" height="60" rx="10" fill="${brand[800]}"/><path d="M34 26L40 14H60L66 26Z" fill="${brand[800]}"/><circle cx="50" cy="56" r="20" fill="${creamMuted}"/><circle cx="50" cy="56" r="13" fill="${brand[500]}"/><circle cx="45" cy="51" r="4" fill="${cream}"/><rect x="74" y="34" width="10" height="6" rx="2" fill="${accent[400]}"/>`;
}
