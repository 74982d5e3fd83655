// The drawing kit the demo pictures share: a seeded random stream, colours, an SVG document
// and a small 3D box renderer. Pictures are SVG strings that sharp (librsvg) rasterises.
//
// Perspective and one light are what make flat shapes read as photographs, so boxes are
// placed in metres and seen through a camera that only turns left and right: verticals stay
// vertical, as with an architectural photographer's shift lens.

/** mulberry32: small, fast and plenty for choosing shapes and colours; same seed, same picture. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    // Mixed so that neighbouring seeds (1, 2, 3...) start far apart.
    this.state = (Math.imul(Math.floor(seed) ^ 0x5bd1e995, 0x9e3779b1) ^ 0x6d2b79f5) >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** One decimal is finer than a pixel and keeps the SVG short. */
export const num = (n: number) => String(Math.round(n * 10) / 10);

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const toHex = (c: number[]) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
/** The colour made brighter (k > 1) or darker (k < 1). */
export const shade = (hex: string, k: number) => toHex(rgb(hex).map((v) => v * k));
export const mix = (a: string, b: string, t: number) => toHex(rgb(a).map((v, i) => v + (rgb(b)[i] - v) * t));

export type Pt = readonly [number, number];
export const points = (pts: readonly Pt[]) => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");

/** An SVG picture drawn in a fixed 1600 x 1067 frame (3:2), cropped to fill any requested size. */
export class Svg {
  static readonly W = 1600;
  static readonly H = 1067;
  /** Where the light comes from: a unit vector pointing towards the sun, at this elevation and compass angle. */
  static sun(elevation: number, azimuth: number): V3 {
    const across = Math.sqrt(1 - elevation * elevation);
    return [-Math.sin(azimuth) * across, elevation, -Math.cos(azimuth) * across];
  }
  private defs: string[] = [];
  private body: string[] = [];
  add(element: string): void {
    this.body.push(element);
  }
  /** A linear gradient (top to bottom unless given), returned as a fill value. */
  gradient(stops: readonly (readonly [number, string, number?])[], x2 = 0, y2 = 1): string {
    const id = `g${this.defs.length}`;
    const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("");
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  /** A radial glow from the colour at its centre to nothing at its edge, returned as a fill value. */
  glow(colour: string, opacity: number): string {
    const id = `r${this.defs.length}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A Gaussian blur (slow when wide: glows use glow()),  for soft shadows and light, returned as a filter attribute. */
  blur(deviation: number): string {
    const id = `b${this.defs.length}`;
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `filter="url(#${id})"`;
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): void {
    this.add(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}" ${extra}/>`);
  }
  poly(pts: readonly Pt[], fill: string, extra = ""): void {
    if (pts.length > 2) this.add(`<polygon points="${points(pts)}" fill="${fill}" ${extra}/>`);
  }
  line(a: Pt, b: Pt, stroke: string, width: number, extra = ""): void {
    this.add(
      `<line x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="${stroke}" stroke-width="${num(width)}" ${extra}/>`,
    );
  }
  toString(width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${Svg.W} ${Svg.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

export type V3 = readonly [number, number, number];

/** A camera at (x, y, z) metres, turned by yaw radians; its horizon sits at screen height cy. */
export interface Camera {
  pos: V3;
  yaw: number;
  focal: number;
  cx: number;
  cy: number;
}

const NEAR = 0.1; // metres: what is closer than this to the camera is cut away, not projected

function toCamera(cam: Camera, p: V3): V3 {
  const [dx, dy, dz] = [p[0] - cam.pos[0], p[1] - cam.pos[1], p[2] - cam.pos[2]];
  const [c, s] = [Math.cos(cam.yaw), Math.sin(cam.yaw)];
  return [c * dx - s * dz, dy, s * dx + c * dz];
}
const onScreen = (cam: Camera, [x, y, z]: V3): Pt => [cam.cx + (cam.focal * x) / z, cam.cy - (cam.focal * y) / z];

/** Screen position of a point in front of the camera. */
export const project = (cam: Camera, p: V3): Pt => onScreen(cam, toCamera(cam, p));
/** How far ahead of the camera a point is. */
export const depth = (cam: Camera, p: V3): number => toCamera(cam, p)[2];

/** A polygon on screen, cut where it passes behind the camera (walls and floors around it). */
export function flat(cam: Camera, pts: readonly V3[]): Pt[] {
  const c = pts.map((p) => toCamera(cam, p));
  const kept: V3[] = [];
  c.forEach((a, i) => {
    const b = c[(i + 1) % c.length];
    if (a[2] >= NEAR) kept.push(a);
    if (a[2] >= NEAR !== b[2] >= NEAR) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      kept.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  });
  return kept.map((p) => onScreen(cam, p));
}

/** Openings on a box's vertical faces, in metres: rows of windows or bands of glass. */
export interface Glazing {
  /** Storey height; each storey gets one row. */
  storey: number;
  /** Window width and gap between windows; a gap of 0 makes a continuous band. */
  width: number;
  gap: number;
  /** Sill above the storey's floor and the opening's height. */
  sill: number;
  height: number;
  glass: string;
  frame?: string;
}

/** An axis-aligned box from min to max corner, in metres. */
export interface Box {
  min: V3;
  max: V3;
  colour: string;
  glazing?: Glazing;
}

export const box = (
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
  colour: string,
  glazing?: Glazing,
): Box => ({
  min: [x0, y0, z0],
  max: [x1, y1, z1],
  colour,
  glazing,
});

// Each face: its outward normal, and a corner builder taking (u, v) across the face.
const FACES: readonly { n: V3; at: (b: Box, u: number, v: number) => V3 }[] = [
  {
    n: [0, 0, -1],
    at: (b, u, v) => [b.min[0] + (b.max[0] - b.min[0]) * u, b.min[1] + (b.max[1] - b.min[1]) * v, b.min[2]],
  },
  {
    n: [0, 0, 1],
    at: (b, u, v) => [b.max[0] - (b.max[0] - b.min[0]) * u, b.min[1] + (b.max[1] - b.min[1]) * v, b.max[2]],
  },
  {
    n: [-1, 0, 0],
    at: (b, u, v) => [b.min[0], b.min[1] + (b.max[1] - b.min[1]) * v, b.max[2] - (b.max[2] - b.min[2]) * u],
  },
  {
    n: [1, 0, 0],
    at: (b, u, v) => [b.max[0], b.min[1] + (b.max[1] - b.min[1]) * v, b.min[2] + (b.max[2] - b.min[2]) * u],
  },
  {
    n: [0, 1, 0],
    at: (b, u, v) => [b.min[0] + (b.max[0] - b.min[0]) * u, b.max[1], b.min[2] + (b.max[2] - b.min[2]) * v],
  },
  {
    n: [0, -1, 0],
    at: (b, u, v) => [b.min[0] + (b.max[0] - b.min[0]) * u, b.min[1], b.max[2] - (b.max[2] - b.min[2]) * v],
  },
];

/** Draws boxes far to near, each visible face lit by the sun direction (pointing towards the sun). */
export function drawBoxes(svg: Svg, cam: Camera, boxes: readonly Box[], sun: V3): void {
  const distance = (b: Box) =>
    Math.hypot(...([0, 1, 2].map((i) => (b.min[i] + b.max[i]) / 2 - cam.pos[i]) as [number, number, number]));
  for (const b of [...boxes].sort((a, c) => distance(c) - distance(a))) {
    for (const face of FACES) {
      const centre = face.at(b, 0.5, 0.5);
      const toEye = [0, 1, 2].map((i) => cam.pos[i] - centre[i]);
      if (face.n[0] * toEye[0] + face.n[1] * toEye[1] + face.n[2] * toEye[2] <= 0) continue;
      const light = Math.max(0, face.n[0] * sun[0] + face.n[1] * sun[1] + face.n[2] * sun[2]);
      const quad = (u0: number, v0: number, u1: number, v1: number) =>
        flat(cam, [face.at(b, u0, v0), face.at(b, u1, v0), face.at(b, u1, v1), face.at(b, u0, v1)]);
      svg.poly(quad(0, 0, 1, 1), shade(b.colour, 0.62 + 0.5 * light));
      if (b.glazing && face.n[1] === 0)
        drawGlazing(svg, b, face.n[0] === 0 ? b.max[0] - b.min[0] : b.max[2] - b.min[2], quad);
    }
  }
}

function drawGlazing(
  svg: Svg,
  b: Box,
  length: number,
  quad: (u0: number, v0: number, u1: number, v1: number) => Pt[],
): void {
  const g = b.glazing!;
  const height = b.max[1] - b.min[1];
  const pitch = g.width + g.gap;
  const count = g.gap === 0 ? 1 : Math.max(1, Math.floor((length - g.gap) / pitch));
  const margin = g.gap === 0 ? 0.02 * length : (length - count * pitch + g.gap) / 2;
  const fill = svg.gradient(
    [
      [0, mix(g.glass, "#ffffff", 0.35)],
      [0.55, g.glass],
      [1, shade(g.glass, 0.6)],
    ],
    1,
    1,
  );
  for (let floor = 0; floor + g.sill + g.height <= height + 1e-6; floor += g.storey) {
    const [v0, v1] = [(floor + g.sill) / height, (floor + g.sill + g.height) / height];
    for (let i = 0; i < count; i++) {
      const u0 = g.gap === 0 ? margin / length : (margin + i * pitch) / length;
      const u1 = g.gap === 0 ? 1 - u0 : u0 + g.width / length;
      svg.poly(quad(u0, v0, u1, v1), fill, g.frame ? `stroke="${g.frame}" stroke-width="3"` : "");
      // Mullions every 1.5 m so a band of glass reads as storey-high panes.
      const panes = Math.max(1, Math.round(((u1 - u0) * length) / 1.5));
      for (let p = 1; p < panes; p++) {
        const u = u0 + ((u1 - u0) * p) / panes;
        const [a, , , d] = quad(u, v0, u, v1);
        svg.line(a, d, g.frame ?? shade(g.glass, 0.5), 2.5);
      }
    }
  }
}

/** Convex hull (monotone chain), for the shadow a box casts on the ground. */
function hull(pts: readonly Pt[]): Pt[] {
  const s = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(s), ...half([...s].reverse())];
}

/** The shadow of a box on the ground (y = floor), cast away from the sun. */
export function groundShadow(cam: Camera, b: Box, sun: V3, floor = 0): Pt[] {
  const corners: V3[] = [];
  for (const x of [b.min[0], b.max[0]]) {
    for (const z of [b.min[2], b.max[2]]) {
      corners.push([x, floor, z]);
      const h = (b.max[1] - floor) / Math.max(0.2, sun[1]);
      corners.push([x - sun[0] * h, floor, z - sun[2] * h]);
    }
  }
  return hull(flat(cam, corners));
}
