// Rooms seen from their doorway: living rooms, kitchens, bedrooms and the studio's own workshop.
import { drawPlan } from "./architecture";
import { plant, sofa, table, wallPicture } from "./furniture";
import { type Box, box, type Camera, drawBoxes, flat, mix, points, Rng, shade, Svg, type V3 } from "./kit";

const WALLS = ["#ebe7df", "#e3ddd2", "#d9d6cf", "#e8e1d3", "#cfd2cc"];
const FLOORS = ["#b8946a", "#c8ab84", "#8f6e50", "#cfc8bb", "#a9a49b"];
const FABRICS = ["#d8d1c4", "#6f6b57", "#a56e52", "#4b4946", "#8c9489", "#c9b8a0"];
const WOODS = ["#b8976f", "#7a5a43", "#5b4332", "#cdb596"];
const STONES = ["#d5c7ad", "#e2dcd0", "#b9b0a2"];

interface Room {
  width: number;
  depth: number;
  height: number;
  /** The wall with the window: -1 left, 1 right. */
  windowSide: -1 | 1;
}

/** Floor, ceiling and walls, a tall window with its patch of sun, and the floor's joints. */
function drawShell(svg: Svg, cam: Camera, rng: Rng, room: Room, wall: string, floor: string): void {
  const { width: w, depth: d, height: h } = room;
  const [l, r, near] = [-w / 2, w / 2, cam.pos[2] - 1];
  const quad = (pts: V3[], fill: string) => svg.poly(flat(cam, pts), fill);
  quad(
    [
      [l, 0, near],
      [r, 0, near],
      [r, 0, d],
      [l, 0, d],
    ],
    svg.gradient([
      [0, shade(floor, 0.82)],
      [1, shade(floor, 1.05)],
    ]),
  );
  quad(
    [
      [l, h, near],
      [r, h, near],
      [r, h, d],
      [l, h, d],
    ],
    shade(wall, 1.02),
  );
  quad(
    [
      [l, 0, d],
      [r, 0, d],
      [r, h, d],
      [l, h, d],
    ],
    shade(wall, 0.96),
  );
  quad(
    [
      [l, 0, near],
      [l, 0, d],
      [l, h, d],
      [l, h, near],
    ],
    shade(wall, room.windowSide < 0 ? 0.86 : 1.04),
  );
  quad(
    [
      [r, 0, near],
      [r, 0, d],
      [r, h, d],
      [r, h, near],
    ],
    shade(wall, room.windowSide > 0 ? 0.86 : 1.04),
  );
  // Boards or tiles: joints that run towards the back wall, and across for tiles.
  const joints: string[] = [];
  const step = rng.pick([0.18, 0.6]);
  for (let x = l + step; x < r; x += step)
    joints.push(
      points(
        flat(cam, [
          [x, 0.002, near],
          [x, 0.002, d],
        ]),
      ),
    );
  if (step > 0.5)
    for (let z = near + step; z < d; z += step)
      joints.push(
        points(
          flat(cam, [
            [l, 0.002, z],
            [r, 0.002, z],
          ]),
        ),
      );
  svg.add(
    `<g stroke="${shade(floor, 0.75)}" stroke-width="1.5" fill="none">${joints.map((p) => `<polyline points="${p}"/>`).join("")}</g>`,
  );
  svg.add(
    `<polyline points="${points(
      flat(cam, [
        [l, 0.08, near],
        [l, 0.08, d],
        [r, 0.08, d],
        [r, 0.08, near],
      ]),
    )}" fill="none" stroke="${shade(wall, 0.8)}" stroke-width="3"/>`,
  );

  const x = (room.windowSide * w) / 2;
  const [z0, z1, y0, y1] = [d * 0.25, d * 0.85, 0.3, h - 0.25];
  const pane = svg.gradient([
    [0, "#f4f7f8"],
    [0.6, "#dfe7ea"],
    [1, "#c9d3cf"],
  ]);
  quad(
    [
      [x, y0, z0],
      [x, y0, z1],
      [x, y1, z1],
      [x, y1, z0],
    ],
    pane,
  );
  const frame = rng.pick(["#2c2c2c", "#f3f1ec", "#6b5a48"]);
  for (let i = 0; i <= 4; i++) {
    const z = z0 + ((z1 - z0) * i) / 4;
    svg.add(
      `<polyline points="${points(
        flat(cam, [
          [x, y0, z],
          [x, y1, z],
        ]),
      )}" stroke="${frame}" stroke-width="6"/>`,
    );
  }
  svg.add(
    `<polyline points="${points(
      flat(cam, [
        [x, y0 + 2.1, z0],
        [x, y0 + 2.1, z1],
      ]),
    )}" stroke="${frame}" stroke-width="5"/>`,
  );
  // The sun's patch on the floor, thrown away from the window.
  const reach = rng.range(1.6, 2.6) * -room.windowSide;
  svg.add(
    `<polygon points="${points(
      flat(cam, [
        [x, 0.003, z0 + 0.4],
        [x, 0.003, z1 - 0.2],
        [x + reach, 0.003, z1 + 0.6],
        [x + reach, 0.003, z0 + 1.2],
      ]),
    )}" fill="#fffaf0" opacity="0.35" ${svg.blur(8)}/>`,
  );
}

/** A room of the given layout: 0 living room, 1 kitchen, 2 bedroom, or the studio's workshop. */
export function drawInterior(svg: Svg, rng: Rng, layout: 0 | 1 | 2 | "studio"): void {
  const studio = layout === "studio";
  const room: Room = {
    width: rng.range(6, 7.5),
    depth: rng.range(5.5, 7),
    height: rng.range(2.8, 3.3),
    windowSide: rng.pick([-1, 1] as const),
  };
  const cam: Camera = {
    pos: [rng.range(-0.6, 0.6), 1.35, -0.6],
    yaw: rng.range(-0.18, 0.18),
    focal: rng.range(900, 1050),
    cx: Svg.W / 2,
    cy: rng.range(560, 620),
  };
  const wall = studio ? "#e4e2dd" : rng.pick(WALLS);
  const sun: V3 = [room.windowSide * -0.6, 0.6, -0.5];
  drawShell(svg, cam, rng, room, wall, studio ? "#b5b1aa" : rng.pick(FLOORS));
  const d = room.depth;
  const boxes: Box[] = [];
  const after: (() => void)[] = [];
  const wood = rng.pick(WOODS);
  if (studio) {
    // Drawings pinned on the back wall above a long worktable of white card models.
    for (let i = 0; i < 4; i++) wallPicture(svg, cam, rng, -2.4 + i * 1.25, 1.4, 1, 0.7, d - 0.01, "#f7f5f0");
    boxes.push(...table(0, d - 1.6, 3.6, 1.2, 0.9, "#f2f0ea", "#2b2b2b"));
    for (let i = rng.int(3, 5); i > 0; i--) {
      const [x, z, s] = [rng.range(-1.5, 1.3), d - 1.6 + rng.range(-0.4, 0.2), rng.range(0.15, 0.4)];
      boxes.push(box(x, 0.9, z, x + s * rng.range(0.8, 1.6), 0.9 + s * rng.range(0.3, 1.2), z + s, "#f7f6f2"));
    }
    boxes.push(box(-3, 0, d - 0.5, -1.9, 2.2, d - 0.05, wood), box(1.9, 0, d - 0.5, 3, 2.2, d - 0.05, wood));
  } else {
    const fabric = rng.pick(FABRICS);
    if (layout === 0) {
      // Living room: sofa against the back wall, a rug, a low table and an armchair.
      wallPicture(svg, cam, rng, -0.6, 1.3, 1.2, 0.85, d - 0.01, "#f4f1ea");
      svg.poly(
        flat(cam, [
          [-1.7, 0.004, d - 3.4],
          [1.7, 0.004, d - 3.4],
          [1.7, 0.004, d - 0.9],
          [-1.7, 0.004, d - 0.9],
        ]),
        mix(fabric, "#e8e2d6", 0.6),
      );
      boxes.push(...sofa(0, d, 2.4, fabric), box(-0.6, 0, d - 2.3, 0.6, 0.38, d - 1.6, rng.pick(STONES)));
      boxes.push(
        box(1.9, 0.1, d - 2.8, 2.6, 0.45, d - 2.1, shade(fabric, 0.8)),
        box(2.5, 0.1, d - 2.8, 2.65, 0.85, d - 2.1, shade(fabric, 0.75)),
      );
    } else if (layout === 1) {
      // Kitchen: a long stone counter with shelves above, a table and pendant lights.
      const stone = rng.pick(STONES);
      boxes.push(
        box(-2.4, 0, d - 0.65, 2.4, 0.88, d - 0.05, wood),
        box(-2.45, 0.88, d - 0.7, 2.45, 0.93, d - 0.05, stone),
      );
      for (const y of [1.55, 2.05]) boxes.push(box(-2, y, d - 0.3, 2, y + 0.04, d - 0.02, shade(wood, 0.9)));
      boxes.push(...table(0, d - 2.4, 2, 0.95, 0.75, wood, shade(wood, 0.7)));
      for (const x of [-0.5, 0.5]) {
        const [top, lamp] = flat(cam, [
          [x, room.height, d - 2.4],
          [x, 1.5, d - 2.4],
        ]);
        svg.line(top, lamp, "#222", 1.5);
        boxes.push(box(x - 0.15, 1.5, d - 2.55, x + 0.15, 1.7, d - 2.25, rng.pick(["#1f1f1f", "#b39a6b", "#ece9e2"])));
      }
    } else {
      // Bedroom: a low bed with its headboard, pillows and two side tables.
      wallPicture(svg, cam, rng, -0.9, 1.5, 1.8, 0.6, d - 0.01, "#efe9de");
      boxes.push(box(-0.95, 0, d - 2.2, 0.95, 0.45, d - 0.1, "#f1eee8"), box(-1, 0, d - 0.12, 1, 1.1, d - 0.02, wood));
      boxes.push(
        box(-0.85, 0.45, d - 0.6, -0.1, 0.6, d - 0.2, "#fbfaf7"),
        box(0.1, 0.45, d - 0.6, 0.85, 0.6, d - 0.2, "#fbfaf7"),
      );
      boxes.push(box(-0.95, 0.45, d - 1.9, 0.95, 0.5, d - 0.9, fabric));
      for (const x of [-1.55, 1.55]) boxes.push(box(x - 0.25, 0, d - 0.5, x + 0.25, 0.5, d - 0.1, shade(wood, 0.85)));
    }
    after.push(plant(svg, cam, rng, [-room.windowSide * (room.width / 2 - 0.6), 0, d - 0.8], boxes));
  }
  drawBoxes(svg, cam, boxes, sun);
  for (const draw of after) draw();
}

/** The studio: either the workshop with its models or a drawing on the table. */
export function drawStudio(svg: Svg, rng: Rng): void {
  if (rng.chance(0.5)) drawInterior(svg, rng, "studio");
  else drawPlan(svg, rng, "#f3efe6");
}
