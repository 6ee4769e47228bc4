// Abstract member portraits: friendly avatar faces with varied skin tones, hair and clothing. No real people.
import { accent, brand, clothing, cream, hairColours, portraitBackgrounds, skinTones } from "./palette.mjs";
import { createRandom } from "./random.mjs";

const hairStyles = {
  short: (c) =>
    `<path d="M160 222C150 140 196 112 242 112S332 140 320 222C306 184 280 166 240 166S176 184 160 222Z" fill="${c}"/>`,
  side: (c) =>
    `<path d="M158 226C146 132 210 104 256 114C300 122 330 160 322 226C314 190 300 170 282 162C250 176 196 178 158 226Z" fill="${c}"/>`,
  long: (c) => `<path d="M150 230C140 128 200 106 240 106S340 128 330 230V372H150Z" fill="${c}"/>`,
  bun: (c) =>
    `<circle cx="240" cy="104" r="38" fill="${c}"/><path d="M160 222C150 140 196 120 240 120S330 140 320 222C304 186 280 170 240 170S176 186 160 222Z" fill="${c}"/>`,
  curly: (c) =>
    [
      [168, 180],
      [186, 142],
      [220, 122],
      [260, 122],
      [294, 142],
      [312, 180],
      [240, 140],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="36" fill="${c}"/>`)
      .join(""),
  crop: (c) =>
    `<path d="M164 200C166 146 200 124 240 124S314 146 316 200C296 176 270 168 240 168S184 176 164 200Z" fill="${c}"/>`,
};

/** Hair drawn behind the head (long hair, headscarf) versus on top of it. */
const behind = new Set(["long", "scarf"]);

function scarf(colour) {
  return `<path d="M144 240C136 120 200 96 240 96S344 120 336 240C336 320 320 370 240 380C160 370 144 320 144 240Z" fill="${colour}"/>`;
}

export function portrait(seed, size = 480) {
  const rnd = createRandom(seed);
  const skin = rnd.pick(skinTones);
  const hair = rnd.pick(hairColours);
  const shirt = rnd.pick(clothing);
  const bg = rnd.pick(portraitBackgrounds);
  const style = rnd.pick([...Object.keys(hairStyles), "scarf", "short", "long", "bald"]);
  const scarfColour = rnd.pick([brand[500], accent[500], brand[300], "#6b4f8a", "#2f6f73"]);
  const glasses = rnd.chance(0.3);
  const beard = style !== "long" && style !== "scarf" && style !== "bun" && rnd.chance(0.3);
  const eyeY = 226;
  const parts = [
    `<rect width="480" height="480" fill="${bg}"/>`,
    `<circle cx="${rnd.int(300, 420)}" cy="${rnd.int(60, 160)}" r="${rnd.int(90, 150)}" fill="${cream}" fill-opacity=".45"/>`,
    `<path d="M0 ${rnd.int(380, 420)}C120 ${rnd.int(330, 370)} 360 ${rnd.int(420, 460)} 480 ${rnd.int(360, 400)}V480H0Z" fill="${brand[900]}" fill-opacity=".08"/>`,
  ];
  if (style === "scarf") parts.push(scarf(scarfColour));
  else if (behind.has(style)) parts.push(hairStyles[style](hair));
  parts.push(
    `<path d="M60 480C60 384 140 338 240 338S420 384 420 480Z" fill="${shirt}"/>`,
    `<path d="M204 340L240 396L276 340Z" fill="${cream}" fill-opacity=".35"/>`,
    `<rect x="212" y="276" width="56" height="74" rx="20" fill="${skin}"/>`,
    `<rect x="212" y="276" width="56" height="30" fill="#000" fill-opacity=".08"/>`,
    `<ellipse cx="162" cy="232" rx="14" ry="20" fill="${skin}"/><ellipse cx="318" cy="232" rx="14" ry="20" fill="${skin}"/>`,
    `<ellipse cx="240" cy="220" rx="78" ry="94" fill="${skin}"/>`,
  );
  if (style === "scarf")
    parts.push(
      `<path d="M156 214C158 140 200 116 240 116S322 140 324 214C304 170 276 154 240 154S176 170 156 214Z" fill="${scarfColour}"/>`,
    );
  else if (!behind.has(style) && style !== "bald") parts.push(hairStyles[style](hair));
  else if (style === "long")
    parts.push(
      `<path d="M164 210C160 146 200 120 240 120S320 146 316 210C300 168 270 150 240 150C230 170 196 186 164 210Z" fill="${hair}"/>`,
    );
  if (beard)
    parts.push(
      `<path d="M166 236C168 300 200 318 240 318S312 300 314 236C306 268 286 282 240 282S174 268 166 236Z" fill="${hair}"/>`,
    );
  parts.push(
    `<path d="M204 ${eyeY - 22}Q214 ${eyeY - 28} 224 ${eyeY - 22}M256 ${eyeY - 22}Q266 ${eyeY - 28} 276 ${eyeY - 22}" stroke="${hair}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="214" cy="${eyeY}" rx="7" ry="8" fill="#1b1714"/><ellipse cx="266" cy="${eyeY}" rx="7" ry="8" fill="#1b1714"/>`,
    `<circle cx="198" cy="${eyeY + 30}" r="13" fill="${accent[400]}" fill-opacity=".18"/><circle cx="282" cy="${eyeY + 30}" r="13" fill="${accent[400]}" fill-opacity=".18"/>`,
    `<path d="M236 ${eyeY + 10}Q232 ${eyeY + 30} 242 ${eyeY + 32}" stroke="#000" stroke-opacity=".18" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M216 ${eyeY + 48}Q240 ${eyeY + 66} 264 ${eyeY + 48}" stroke="${beard ? cream : "#7a2e1f"}" stroke-opacity=".8" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  );
  if (glasses)
    parts.push(
      `<g fill="none" stroke="${rnd.pick(["#1b1714", brand[800], accent[700]])}" stroke-width="5"><circle cx="214" cy="${eyeY}" r="22"/><circle cx="266" cy="${eyeY}" r="22"/><path d="M236 ${eyeY}H244M192 ${eyeY - 4}L170 ${eyeY - 10}M288 ${eyeY - 4}L310 ${eyeY - 10}"/></g>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 480 480" data-art-kind="portrait">\n${parts.join("\n")}\n</svg>\n`;
}
