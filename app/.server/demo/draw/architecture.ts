// Buildings photographed from the street, and the plans an architect pins beside them.
import {
  type Box,
  box,
  type Camera,
  depth,
  drawBoxes,
  flat,
  type Glazing,
  groundShadow,
  mix,
  num,
  points,
  project,
  Rng,
  shade,
  Svg,
  type V3,
} from "./kit";

/** Skies by time of day: the gradient, the land and the sun's elevation. */
const SKIES = [
  { top: "#6f9cc6", horizon: "#dde8ef", land: "#7f8e68", sun: 0.6 },
  { top: "#8fb0cc", horizon: "#eef0ea", land: "#8a9470", sun: 0.7 },
  { top: "#56688a", horizon: "#f0c8a2", land: "#6b6d55", sun: 0.3 },
  { top: "#aeb6bd", horizon: "#e4e5e2", land: "#79806a", sun: 0.85 },
] as const;

/** Facade materials: white render, concrete, brick, timber, dark metal, limestone. */
const FACADES = ["#efece5", "#b9b5ad", "#8d4f3c", "#80644a", "#3d3f43", "#d9cfbb"];
const GLASS = ["#4f6170", "#5d6d72", "#3f4b57", "#6e7d86"];

/** The volumes of one building, centred on the origin, in metres. */
function building(rng: Rng): Box[] {
  const [wall, other] = [rng.pick(FACADES), rng.pick(FACADES)];
  const glass = rng.pick(GLASS);
  const band = (storey: number, sill: number, height: number, frame?: string): Glazing => ({
    storey,
    width: 1,
    gap: 0,
    sill,
    height,
    glass,
    frame,
  });
  const windows = (storey: number): Glazing => ({
    storey,
    width: rng.range(1.2, 2.4),
    gap: rng.range(0.8, 1.6),
    sill: 0.9,
    height: 1.6,
    glass,
    frame: shade(wall, 0.7),
  });
  switch (rng.int(0, 3)) {
    case 0: {
      // A glazed pavilion under a thin roof slab that overhangs on every side.
      const [w, d, h] = [rng.range(16, 24), rng.range(9, 13), rng.range(3.4, 4.2)];
      return [
        box(-w / 2, 0, -d / 2, w / 2, h, d / 2, wall, band(h, 0.05, h - 0.1, "#2a2b2d")),
        box(-w / 2 - 1.5, h, -d / 2 - 1.5, w / 2 + 1.5, h + 0.45, d / 2 + 1.5, shade(other, 1.05)),
      ];
    }
    case 1: {
      // A long upper storey cantilevered over a recessed, glazed ground floor.
      const [w, d] = [rng.range(18, 26), rng.range(9, 12)];
      const shift = rng.range(-4, 4);
      return [
        box(-w / 2 + 3, 0, -d / 2 + 1.5, w / 2 - 4, 3.2, d / 2 - 1, other, band(3.2, 0.05, 3.1, "#2b2c2e")),
        box(-w / 2 + shift, 3.2, -d / 2, w / 2 + shift, 7, d / 2, wall, band(3.8, 1.3, rng.range(1, 1.8))),
      ];
    }
    case 2: {
      // A slab of three to five storeys with punched windows, one end wall in another material.
      const storeys = rng.int(3, 5);
      const [w, d, h] = [rng.range(22, 30), rng.range(10, 13), storeys * 3.3];
      return [
        box(-w / 2, 0, -d / 2, w / 2 - 3, h, d / 2, wall, windows(3.3)),
        box(w / 2 - 3, 0, -d / 2 + 0.3, w / 2, h + 0.4, d / 2 - 0.3, other),
      ];
    }
    default: {
      // A house of three stepped volumes.
      const parts: Box[] = [];
      let x = -rng.range(12, 15);
      for (let i = 0; i < 3; i++) {
        const [w, h] = [rng.range(6, 9), rng.range(3.2, 6.8)];
        const z = rng.range(-3, 3);
        parts.push(
          box(
            x,
            0,
            z - 4,
            x + w,
            h,
            z + 4,
            i === 1 ? other : wall,
            band(h, 0.4, Math.min(2.4, h - 0.8), shade(wall, 0.6)),
          ),
        );
        x += w + rng.range(-1.2, 0.5);
      }
      return parts;
    }
  }
}

/** A tree of a few overlapping crowns, scaled by its distance. */
function tree(svg: Svg, cam: Camera, rng: Rng, at: V3, green: string): void {
  const height = rng.range(5, 9);
  const [bx, by] = project(cam, at);
  const [, ty] = project(cam, [at[0], height, at[2]]);
  const r = (by - ty) * 0.32;
  svg.line([bx, by], [bx, ty + r], "#3b3128", Math.max(2, r * 0.12));
  for (let i = 0; i < 4; i++) {
    const [dx, dy] = [rng.range(-0.5, 0.5) * r, rng.range(-0.4, 0.6) * r];
    svg.add(
      `<ellipse cx="${num(bx + dx)}" cy="${num(ty + r + dy)}" rx="${num(r * rng.range(0.6, 0.9))}" ry="${num(r * rng.range(0.6, 0.85))}" fill="${shade(green, rng.range(0.7, 1.15))}"/>`,
    );
  }
}

export function drawArchitecture(svg: Svg, rng: Rng): void {
  const sky = rng.pick(SKIES);
  const angle = rng.range(0.3, 0.7) * rng.pick([-1, 1]);
  // From beside the camera, so the facades it sees are lit, one more than the other.
  const sun = Svg.sun(sky.sun, angle + rng.range(0.4, 1.1) * rng.pick([-1, 1]));
  const boxes = building(rng);
  // Far enough back that the whole building is in the frame, with room around it.
  const span = Math.max(...boxes.map((b) => Math.max(Math.abs(b.min[0]), b.max[0], b.max[1] * 2)));
  const distance = span * rng.range(2.1, 2.4) + 6;
  const cam: Camera = {
    pos: [-distance * Math.sin(angle), 1.6, -distance * Math.cos(angle)],
    yaw: angle + rng.range(-0.06, 0.06),
    focal: 1500,
    cx: Svg.W / 2,
    cy: rng.range(640, 720),
  };
  const horizon = cam.cy;
  svg.rect(
    0,
    0,
    Svg.W,
    horizon + 2,
    svg.gradient([
      [0, sky.top],
      [1, sky.horizon],
    ]),
  );
  // Thin clouds across the upper sky.
  for (let i = rng.int(2, 5); i > 0; i--) {
    const [x, y, w] = [rng.range(0, Svg.W), rng.range(60, horizon * 0.6), rng.range(180, 420)];
    svg.add(
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(w)}" ry="${num(w * 0.09)}" fill="${svg.glow("#ffffff", 0.6)}"/>`,
    );
  }
  // A far line of trees and roofs, hazed into the sky.
  let far = `M0 ${num(horizon)}`;
  for (let x = 0; x <= Svg.W; x += rng.range(20, 70))
    far += `L${num(x)} ${num(horizon - rng.range(4, rng.chance(0.15) ? 46 : 22))}`;
  svg.add(`<path d="${far}L${Svg.W} ${num(horizon)}Z" fill="${mix(sky.land, sky.horizon, 0.55)}"/>`);
  svg.rect(
    0,
    horizon,
    Svg.W,
    Svg.H - horizon,
    svg.gradient([
      [0, mix(sky.land, sky.horizon, 0.35)],
      [1, shade(sky.land, 0.8)],
    ]),
  );

  const paving = mix("#c9c5bc", sky.horizon, 0.3);
  svg.poly(
    flat(cam, [
      [-30, 0.01, -14],
      [30, 0.01, -14],
      [30, 0.01, 12],
      [-30, 0.01, 12],
    ]),
    paving,
  );
  const shadows = boxes.map((b) => `<polygon points="${points(groundShadow(cam, b, sun))}"/>`);
  svg.add(`<g fill="#1c1e22" opacity="${num(0.25 + 0.3 * (1 - sun[1]))}" ${svg.blur(3)}>${shadows.join("")}</g>`);

  const green = rng.pick(["#4f6342", "#5d6b45", "#3f5239"]);
  const trees: V3[] = Array.from(
    { length: rng.int(2, 5) },
    () => [rng.pick([-1, 1]) * rng.range(16, 30), 0, rng.range(-10, 14)] as V3,
  );
  const behind = (p: V3) => depth(cam, p) > depth(cam, [0, 0, 0]);
  for (const t of trees.filter(behind)) tree(svg, cam, rng, t, green);
  drawBoxes(svg, cam, boxes, sun);
  for (const t of trees.filter((p) => !behind(p))) tree(svg, cam, rng, t, green);
}

/**
 * A ground-floor plan in ink on paper: a rectangle split into rooms, with door gaps, windows
 * on the outer walls, a north arrow and a scale bar.
 */
export function drawPlan(svg: Svg, rng: Rng, paper = "#f7f5f0"): void {
  const ink = "#1b1b1b";
  svg.rect(0, 0, Svg.W, Svg.H, paper);
  const [x0, y0] = [rng.range(240, 320), rng.range(180, 230)];
  const [x1, y1] = [Svg.W - rng.range(240, 320), Svg.H - rng.range(180, 230)];
  // Split into rooms, wider pieces across their width, up to four levels deep.
  const walls: [number, number, number, number][] = [];
  const split = (ax: number, ay: number, bx: number, by: number, level: number) => {
    const [w, h] = [bx - ax, by - ay];
    if (level === 0 || Math.max(w, h) < 260) return;
    const t = rng.range(0.35, 0.65);
    if (w > h) {
      const x = ax + w * t;
      walls.push([x, ay, x, by]);
      split(ax, ay, x, by, level - 1);
      split(x, ay, bx, by, level - 1);
    } else {
      const y = ay + h * t;
      walls.push([ax, y, bx, y]);
      split(ax, ay, bx, y, level - 1);
      split(ax, y, bx, by, level - 1);
    }
  };
  split(x0, y0, x1, y1, rng.int(3, 4));
  const floor = `<rect x="${num(x0)}" y="${num(y0)}" width="${num(x1 - x0)}" height="${num(y1 - y0)}"`;
  svg.add(`${floor} fill="${shade(paper, 0.97)}" stroke="${ink}" stroke-width="14"/>`);
  for (const [ax, ay, bx, by] of walls) {
    // Each inner wall has a door: a gap and the quarter circle of its swing.
    const along = Math.hypot(bx - ax, by - ay);
    const door = 70;
    const at = rng.range(40, Math.max(41, along - door - 40)) / along;
    const [dx, dy] = [(bx - ax) / along, (by - ay) / along];
    const [gx, gy] = [ax + (bx - ax) * at, ay + (by - ay) * at];
    svg.line([ax, ay], [gx, gy], ink, 7);
    svg.line([gx + dx * door, gy + dy * door], [bx, by], ink, 7);
    svg.add(
      `<path d="M${num(gx)} ${num(gy)}L${num(gx - dy * door)} ${num(gy + dx * door)}A${door} ${door} 0 0 0 ${num(gx + dx * door)} ${num(gy + dy * door)}" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
    );
  }
  // Windows: pale breaks in the outer walls.
  for (let x = x0 + 90; x < x1 - 140; x += rng.range(180, 320)) {
    for (const y of [y0, y1])
      svg.add(
        `<rect x="${num(x)}" y="${num(y - 4)}" width="110" height="8" fill="${paper}" stroke="${ink}" stroke-width="1.5"/>`,
      );
  }
  const text = (x: number, y: number, size: number, words: string) =>
    svg.add(
      `<text x="${num(x)}" y="${num(y)}" font-family="DejaVu Sans, sans-serif" font-size="${size}" letter-spacing="${size * 0.25}" fill="${ink}">${words}</text>`,
    );
  text(x0, Svg.H - 70, 26, "GROUND FLOOR PLAN");
  text(x0, Svg.H - 38, 18, `1:${rng.pick([50, 100, 200])}`);
  for (let i = 0; i < 4; i++)
    svg.rect(x1 - 240 + i * 60, Svg.H - 78, 60, 10, i % 2 ? paper : ink, `stroke="${ink}" stroke-width="1.5"`);
  const [nx, ny] = [x1 + 120, y0 + 40];
  svg.add(
    `<circle cx="${num(nx)}" cy="${num(ny)}" r="34" fill="none" stroke="${ink}" stroke-width="2"/><path d="M${num(nx)} ${num(ny - 30)}L${num(nx + 14)} ${num(ny + 20)}L${num(nx)} ${num(ny + 10)}Z" fill="${ink}"/>`,
  );
  text(nx - 8, ny - 48, 20, "N");
}
