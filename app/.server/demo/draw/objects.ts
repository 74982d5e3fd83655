// Designed objects on a seamless studio backdrop: chairs, stools, lamps and vessels.
import { type Box, box, type Camera, drawBoxes, groundShadow, mix, num, points, Rng, shade, Svg } from "./kit";

const BACKDROPS = ["#d9d5cd", "#cfd3cf", "#e2d8cb", "#c9ccd1", "#dcd2c6"];
const MATERIALS = ["#b8976f", "#7a5a43", "#e2dcd0", "#2f2d2b", "#b39a6b", "#9aa29a", "#c98f6c"];

/** A chair of seat, back and four legs. */
function chair(rng: Rng, wood: string): Box[] {
  const [w, t] = [0.46, 0.035];
  const leg = (x: number, z: number, h: number) => box(x - t, 0, z - t, x + t, h, z + t, shade(wood, 0.85));
  return [
    leg(-w / 2 + t, -w / 2 + t, 0.45),
    leg(w / 2 - t, -w / 2 + t, 0.45),
    leg(-w / 2 + t, w / 2 - t, 0.85),
    leg(w / 2 - t, w / 2 - t, 0.85),
    box(-w / 2, 0.43, -w / 2, w / 2, 0.47, w / 2, wood),
    box(-w / 2, rng.range(0.6, 0.68), w / 2 - 0.05, w / 2, 0.85, w / 2, wood),
  ];
}

/** A stone stool or side table with a ledge cut from its block. */
function block(rng: Rng, stone: string): Box[] {
  const [w, h] = [rng.range(0.35, 0.5), rng.range(0.4, 0.5)];
  return [
    box(-w / 2, 0, -w / 2, w / 2, h * 0.55, w / 2, stone),
    box(-w / 2, h * 0.55, -w / 2, w / 2 - 0.12, h, w / 2, shade(stone, 1.02)),
  ];
}

/** A turned vessel: its profile mirrored, shaded left to right like a glazed surface. */
function vessel(svg: Svg, rng: Rng, cx: number, base: number, size: number, glaze: string): void {
  const profile = rng.pick([
    [0.3, 0.42, 0.5, 0.44, 0.22, 0.2],
    [0.22, 0.48, 0.46, 0.3, 0.16, 0.18],
    [0.35, 0.5, 0.5, 0.46, 0.4, 0.38],
    [0.2, 0.36, 0.44, 0.3, 0.12, 0.16],
  ]);
  const height = size * rng.range(0.9, 1.6);
  const side = profile.map((r, i) => [r * size, base - (height * i) / (profile.length - 1)] as const);
  let d = `M${num(cx - side[0][0])} ${num(base)}`;
  for (const [r, y] of side) d += `L${num(cx + r)} ${num(y)}`;
  for (const [r, y] of [...side].reverse()) d += `L${num(cx - r)} ${num(y)}`;
  const round = svg.gradient(
    [
      [0, shade(glaze, 0.7)],
      [0.35, shade(glaze, 1.15)],
      [0.6, glaze],
      [1, shade(glaze, 0.55)],
    ],
    1,
    0,
  );
  svg.add(
    `<ellipse cx="${num(cx + size * 0.2)}" cy="${num(base)}" rx="${num(size * 0.7)}" ry="${num(size * 0.09)}" fill="#000" opacity="0.28" ${svg.blur(10)}/>`,
  );
  svg.add(`<path d="${d}Z" fill="${round}" stroke-linejoin="round"/>`);
  const [r, top] = side[side.length - 1];
  svg.add(
    `<ellipse cx="${num(cx)}" cy="${num(top)}" rx="${num(r)}" ry="${num(r * 0.22)}" fill="${shade(glaze, 0.45)}"/>`,
  );
}

/** An arc lamp: a counterweight, a brass arc and a linen shade. */
function arcLamp(svg: Svg, rng: Rng, floor: number): void {
  const [bx, reach, height] = [rng.range(560, 700), rng.range(380, 480), rng.range(620, 700)];
  const [sx, sy] = [bx + reach, floor - height + 120];
  svg.add(
    `<ellipse cx="${num(bx + 60)}" cy="${num(floor)}" rx="200" ry="18" fill="#000" opacity="0.25" ${svg.blur(12)}/>`,
  );
  const weight = rng.pick(["#2f2d2b", "#8f8a83", "#e2dcd0"]);
  svg.rect(
    bx - 60,
    floor - 70,
    120,
    70,
    svg.gradient(
      [
        [0, weight],
        [1, shade(weight, 0.7)],
      ],
      1,
      0,
    ),
  );
  svg.add(
    `<path d="M${num(bx)} ${num(floor - 70)}C${num(bx)} ${num(floor - height - 140)} ${num(sx)} ${num(floor - height - 120)} ${num(sx)} ${num(sy)}" fill="none" stroke="#9c7f4a" stroke-width="11"/>`,
  );
  svg.poly(
    [
      [sx - 70, sy + 110],
      [sx + 70, sy + 110],
      [sx + 45, sy],
      [sx - 45, sy],
    ],
    svg.gradient(
      [
        [0, "#f2ede2"],
        [0.5, "#fffaf0"],
        [1, "#d7cfc0"],
      ],
      1,
      0,
    ),
  );
  svg.add(`<ellipse cx="${num(sx)}" cy="${num(sy + 200)}" rx="160" ry="90" fill="${svg.glow("#fff6dc", 0.6)}"/>`);
}

export function drawObject(svg: Svg, rng: Rng): void {
  const backdrop = rng.pick(BACKDROPS);
  const floor = rng.range(760, 820);
  // A seamless sweep: the wall fades into the floor with no visible horizon.
  svg.rect(
    0,
    0,
    Svg.W,
    Svg.H,
    svg.gradient([
      [0, shade(backdrop, 0.82)],
      [floor / Svg.H - 0.12, backdrop],
      [floor / Svg.H + 0.05, shade(backdrop, 1.08)],
      [1, shade(backdrop, 0.95)],
    ]),
  );
  svg.add(
    `<ellipse cx="${Svg.W / 2}" cy="${num(floor - 200)}" rx="700" ry="420" fill="${svg.glow("#ffffff", 0.35)}"/>`,
  );
  const material = rng.pick(MATERIALS);
  const kind = rng.int(0, 3);
  if (kind === 2) return arcLamp(svg, rng, floor);
  if (kind === 3) {
    // A set of vessels in a row, tallest near the middle.
    const count = rng.int(2, 4);
    const glazes = [material, mix(material, "#f2eee6", 0.5), shade(material, 0.7), "#e9e4da"];
    for (let i = 0; i < count; i++)
      vessel(svg, rng, Svg.W / 2 + (i - (count - 1) / 2) * 280, floor, rng.range(160, 230), glazes[i % glazes.length]);
    return;
  }
  const angle = rng.range(0.5, 0.9) * rng.pick([-1, 1]);
  const cam: Camera = {
    pos: [-2.6 * Math.sin(angle), 1.1, -2.6 * Math.cos(angle)],
    yaw: angle,
    focal: 2000,
    cx: Svg.W / 2,
    cy: floor - 880,
  };
  const boxes = kind === 0 ? chair(rng, material) : block(rng, rng.pick(["#e2dcd0", "#d5c7ad", "#9c958b"]));
  // Lit from the camera's side, so the faces it sees are the bright ones.
  const sun = Svg.sun(0.7, angle + rng.pick([-0.7, 0.7]));
  const shadows = boxes.map((b) => `<polygon points="${points(groundShadow(cam, b, sun))}"/>`).join("");
  svg.add(`<g fill="#000" opacity="0.22" ${svg.blur(9)}>${shadows}</g>`);
  drawBoxes(svg, cam, boxes, sun);
}
