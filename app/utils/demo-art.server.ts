// Procedural "photography" for the demo content: deterministic SVG strings that the seed
// script rasterises with sharp/librsvg. No dependencies, no fonts except DejaVu in logos.
//
// The pictures are built with a small 3D toolkit rather than drawn flat, because perspective,
// consistent lighting and cast shadows are what make them read as photographs:
//   - a pinhole camera that only yaws (verticals stay vertical, like a shift lens) and a
//     movable horizon (cx, cy) to frame the shot;
//   - convex solids (boxes and lofts) shaded per face from one key light plus sky fill;
//   - painter's ordering of axis-aligned bounding boxes by separating planes;
//   - shadows projected along the light onto the ground and onto axis-aligned faces.

export type SceneKind = "architecture" | "interior" | "object" | "studio";

const DEG = Math.PI / 180;
const FONT = "DejaVu Sans, sans-serif";

// ------------------------------------------------------------------------------ random

/** mulberry32: small, fast and plenty for choosing shapes and colours. */
class Rng {
  private state: number;

  constructor(seed: number) {
    const n = Number.isFinite(seed) ? Math.floor(seed) : 0;
    // Mix the seed so neighbouring seeds (1, 2, 3…) start far apart.
    this.state = (Math.imul(n ^ 0x5bd1e995, 0x9e3779b1) ^ 0x6d2b79f5) >>> 0;
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

/** Stable 0..1 value for a position, for per-window choices that must not shift the Rng stream. */
function hash01(a: number, b: number, c: number): number {
  let h =
    Math.imul(Math.round(a * 97) ^ 0x27d4eb2d, 0x165667b1) ^
    Math.imul(Math.round(b * 89), 0x85ebca6b) ^
    Math.imul(Math.round(c * 83), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ------------------------------------------------------------------------------ colour

/** Linear-ish 0..1 channels; converted to hex only when written out. */
type RGB = readonly [number, number, number];

function hex(s: string): RGB {
  const n = parseInt(s.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function css(c: RGB): string {
  const h = (v: number): string =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${h(c[0])}${h(c[1])}${h(c[2])}`;
}

function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function mul(a: RGB, k: number): RGB {
  return [a[0] * k, a[1] * k, a[2] * k];
}

function lum(c: RGB): number {
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/** Small brightness and warmth jitter so repeated materials never look identical. */
function vary(rng: Rng, c: RGB, amount: number): RGB {
  const k = 1 + rng.range(-amount, amount);
  const warm = rng.range(-amount, amount) * 0.5;
  return [c[0] * k * (1 + warm), c[1] * k, c[2] * k * (1 - warm)];
}

/** Film-like shoulder instead of hard clipping, so sunlit white walls keep some tone. */
function tone(v: number): number {
  if (v <= 0.8) return Math.max(0, v);
  return 0.8 + 0.2 * (1 - Math.exp(-(v - 0.8) / 0.2));
}

const WHITE: RGB = [1, 1, 1];
const BLACK: RGB = [0, 0, 0];

// ------------------------------------------------------------------------------ svg output

type Pt = readonly [number, number];
type Stop = readonly [offset: number, colour: string, opacity?: number];

/** Whole pixels for coordinates (anti-aliasing hides it, files shrink); a decimal for small sizes. */
function num(n: number): string {
  const v = Math.max(-1e6, Math.min(1e6, n));
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
  return r === 0 ? "0" : String(r);
}

function ptsAttr(pts: readonly Pt[]): string {
  return pts.map((p) => `${num(p[0])},${num(p[1])}`).join(" ");
}

function polygon(pts: readonly Pt[], attrs: string): string {
  return `<polygon points="${ptsAttr(pts)}" ${attrs}/>`;
}

/**
 * Several polygons as one path, all wound the same way: with the default nonzero fill rule
 * overlaps merge, so a translucent fill never doubles up and no (costly) group opacity is needed.
 */
function unionPath(polys: readonly (readonly Pt[])[]): string {
  let d = "";
  for (const poly of polys) {
    if (poly.length < 3) continue;
    let area = 0;
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i];
      const b = poly[(i + 1) % poly.length];
      area += a[0] * b[1] - b[0] * a[1];
    }
    const pts = area < 0 ? [...poly].reverse() : poly;
    d += `M${pts.map((p) => `${num(p[0])} ${num(p[1])}`).join("L")}Z`;
  }
  return d;
}

class SvgDoc {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly shared = new Map<string, string>();
  private ids = 0;

  constructor(readonly width: number, readonly height: number) {}

  add(markup: string): void {
    this.body.push(markup);
  }

  id(): string {
    return `d${(this.ids++).toString(36)}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  private stops(stops: readonly Stop[]): string {
    // Drop stops inside runs of an identical colour: they change nothing but bytes.
    const same = (a: Stop, b: Stop): boolean => a[1] === b[1] && (a[2] ?? 1) === (b[2] ?? 1);
    return stops
      .filter((st, i) => i === 0 || i === stops.length - 1 || !(same(st, stops[i - 1]) && same(st, stops[i + 1])))
      .map(([o, c, a]) => {
        const op = a === undefined || a >= 1 ? "" : ` stop-opacity="${a.toFixed(3)}"`;
        return `<stop offset="${Math.min(1, Math.max(0, o)).toFixed(3)}" stop-color="${c}"${op}/>`;
      })
      .join("");
  }

  /** Identical paint servers are defined once and shared. */
  private paint(tag: string, attrs: string, stops: readonly Stop[]): string {
    const body = `${attrs}>${this.stops(stops)}</${tag}>`;
    let id = this.shared.get(tag + body);
    if (!id) {
      id = this.id();
      this.shared.set(tag + body, id);
      this.def(`<${tag} id="${id}"${body}`);
    }
    return `url(#${id})`;
  }

  /** Returns a url() reference; userSpace coordinates are pixels, otherwise bounding-box fractions. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number, userSpace = false): string {
    const f = userSpace ? num : (v: number): string => v.toFixed(3);
    const units = userSpace ? ` gradientUnits="userSpaceOnUse"` : "";
    return this.paint("linearGradient", `${units} x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"`, stops);
  }

  radial(stops: readonly Stop[], cx: number, cy: number, r: number, userSpace = false): string {
    const f = userSpace ? num : (v: number): string => v.toFixed(3);
    const units = userSpace ? ` gradientUnits="userSpaceOnUse"` : "";
    return this.paint("radialGradient", `${units} cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"`, stops);
  }

  /**
   * Soft-edged shape without filters (librsvg blurs cost ~0.3 s per full-frame filter):
   * the markup is defined once and drawn a few times with widening round strokes and low
   * opacity, which builds a smooth falloff around its edge.
   */
  soft(markup: string, colour: string, alpha: number, spreadPx: number, steps = 5): void {
    const id = this.id();
    this.def(`<g id="${id}">${markup}</g>`);
    const layerAlpha = 1 - Math.pow(1 - Math.min(0.95, alpha), 1 / steps);
    let out = "";
    for (let i = 0; i < steps; i++) {
      const w = spreadPx * 2 * (1 - i / steps);
      // Opacity on <use> composites the layer as a group, so fill and stroke never double up.
      out += `<use href="#${id}" stroke-width="${num(w)}" opacity="${layerAlpha.toFixed(3)}"/>`;
    }
    this.add(`<g fill="${colour}" stroke="${colour}">${out}</g>`);
  }

  clip(inner: string): string {
    const id = this.id();
    this.def(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  mask(inner: string): string {
    const id = this.id();
    this.def(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}">${inner}</mask>`
    );
    return `url(#${id})`;
  }

  toString(): string {
    const { width: w, height: h } = this;
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    // Round joins stop the seam-hiding strokes from spiking at sharp corners; their width is
    // inherited from here so each face does not have to repeat it.
    const seam = num(Math.max(0.3, 0.5 * (w / 1600)));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linejoin="round" stroke-width="${seam}">${defs}${this.body.join(
      ""
    )}</svg>`;
  }
}

// ------------------------------------------------------------------------------ vectors

type Vec3 = readonly [number, number, number];

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const len = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
const norm = (a: Vec3): Vec3 => scale(a, 1 / (len(a) || 1));
const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => add(a, scale(sub(b, a), t));

function centroid(pts: readonly Vec3[]): Vec3 {
  let c: Vec3 = [0, 0, 0];
  for (const p of pts) c = add(c, p);
  return scale(c, 1 / Math.max(1, pts.length));
}

/** Newell's method: robust normal for any planar polygon. */
function newell(pts: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    x += (a[1] - b[1]) * (a[2] + b[2]);
    y += (a[2] - b[2]) * (a[0] + b[0]);
    z += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm([x, y, z]);
}

/** Sutherland–Hodgman against one plane: keeps the part where dist(p) >= 0. */
function clipByPlane(poly: readonly Vec3[], dist: (p: Vec3) => number): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const da = dist(a);
    const db = dist(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) out.push(lerp3(a, b, da / (da - db)));
  }
  return out;
}

/** In-plane axes of an axis-aligned plane; for walls the second one is always height (y). */
function planeAxes(axis: number): [number, number] {
  return axis === 0 ? [2, 1] : axis === 1 ? [0, 2] : [0, 1];
}

function planePoint(axis: number, value: number, u: number, v: number): Vec3 {
  const [ua, va] = planeAxes(axis);
  const p: [number, number, number] = [0, 0, 0];
  p[axis] = value;
  p[ua] = u;
  p[va] = v;
  return p;
}

function planeRect(axis: number, value: number, u0: number, u1: number, v0: number, v1: number): Vec3[] {
  return [
    planePoint(axis, value, u0, v0),
    planePoint(axis, value, u1, v0),
    planePoint(axis, value, u1, v1),
    planePoint(axis, value, u0, v1),
  ];
}

function clipToRect(poly: readonly Vec3[], axis: number, u0: number, u1: number, v0: number, v1: number): Vec3[] {
  const [u, v] = planeAxes(axis);
  let out = clipByPlane(poly, (p) => p[u] - u0);
  out = clipByPlane(out, (p) => u1 - p[u]);
  out = clipByPlane(out, (p) => p[v] - v0);
  return clipByPlane(out, (p) => v1 - p[v]);
}

/** Slide a point back along the light direction until it meets an axis-aligned plane. */
function castOnto(p: Vec3, light: Vec3, axis: number, value: number): Vec3 {
  return sub(p, scale(light, (p[axis] - value) / light[axis]));
}

function hull2(points: readonly Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Pt, a: Pt, b: Pt): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

function hullOnPlane(points: readonly Vec3[], axis: number, value: number): Vec3[] {
  const [u, v] = planeAxes(axis);
  return hull2(points.map((p): Pt => [p[u], p[v]])).map((q) => planePoint(axis, value, q[0], q[1]));
}

// ------------------------------------------------------------------------------ camera

/** Pinhole camera that only turns about the vertical axis: two-point perspective. */
interface Camera {
  pos: Vec3;
  yaw: number;
  focal: number;
  cx: number;
  cy: number; // horizon line; moving it is a lens shift
  sin: number;
  cos: number;
}

const NEAR = 0.05;

function camera(pos: Vec3, yaw: number, focal: number, cx: number, cy: number): Camera {
  return { pos, yaw, focal, cx, cy, sin: Math.sin(yaw), cos: Math.cos(yaw) };
}

function focalFor(width: number, hfovDeg: number): number {
  return width / 2 / Math.tan((hfovDeg * DEG) / 2);
}

function forwardOf(yaw: number): Vec3 {
  return [Math.sin(yaw), 0, Math.cos(yaw)];
}

function rightOf(yaw: number): Vec3 {
  return [Math.cos(yaw), 0, -Math.sin(yaw)];
}

function toCam(cam: Camera, p: Vec3): Vec3 {
  const dx = p[0] - cam.pos[0];
  const dz = p[2] - cam.pos[2];
  return [dx * cam.cos - dz * cam.sin, p[1] - cam.pos[1], dx * cam.sin + dz * cam.cos];
}

function toScreen(cam: Camera, c: Vec3): Pt {
  return [cam.cx + (cam.focal * c[0]) / c[2], cam.cy - (cam.focal * c[1]) / c[2]];
}

function project(cam: Camera, p: Vec3): Pt | null {
  const c = toCam(cam, p);
  return c[2] < NEAR ? null : toScreen(cam, c);
}

function depth(cam: Camera, p: Vec3): number {
  return toCam(cam, p)[2];
}

/** Projects a polygon, clipping it at the near plane (walls behind the lens, plazas…). */
function projectPoly(cam: Camera, poly: readonly Vec3[]): Pt[] {
  const c = clipByPlane(
    poly.map((p) => toCam(cam, p)),
    (q) => q[2] - NEAR
  );
  return c.map((q) => toScreen(cam, q));
}

function projectSegment(cam: Camera, a: Vec3, b: Vec3): [Pt, Pt] | null {
  let ca = toCam(cam, a);
  let cb = toCam(cam, b);
  if (ca[2] < NEAR && cb[2] < NEAR) return null;
  if (ca[2] < NEAR) ca = lerp3(ca, cb, (NEAR - ca[2]) / (cb[2] - ca[2]));
  else if (cb[2] < NEAR) cb = lerp3(cb, ca, (NEAR - cb[2]) / (ca[2] - cb[2]));
  return [toScreen(cam, ca), toScreen(cam, cb)];
}

/** Many segments as one path element: far smaller than one <line> each. */
function segmentsPath(cam: Camera, segs: readonly (readonly [Vec3, Vec3])[]): string {
  let d = "";
  for (const [a, b] of segs) {
    const s = projectSegment(cam, a, b);
    if (s) d += `M${num(s[0][0])} ${num(s[0][1])}L${num(s[1][0])} ${num(s[1][1])}`;
  }
  return d;
}

/** Screen width of something `metres` wide at point p, clamped to stay visible. */
function pixelsAt(ctx: Ctx, p: Vec3, metres: number, min = 0.4, max = 8): number {
  const z = Math.max(NEAR, depth(ctx.cam, p));
  return Math.min(max * ctx.px, Math.max(min * ctx.px, (ctx.cam.focal * metres) / z));
}

// ------------------------------------------------------------------------------ lighting

interface Light {
  dir: Vec3; // unit vector pointing towards the sun / key light
  sun: RGB; // key light colour × strength
  ambient: RGB; // sky fill
  exposure: number;
  bounce: number; // sky factor for faces looking straight down (light bounced off the ground)
  up?: number; // sky factor for faces looking straight up (1 outdoors; less indoors under a ceiling)
  haze: RGB;
  hazeDist: number; // metres for ~63% haze; 0 disables
}

interface GlassLook {
  dark: RGB;
  reflect: RGB;
  glow: RGB;
  glowAmount: number; // lit interiors at dusk
  sheens: string[]; // gradient overlays (sky reflections) shared by all glazing
  curtains: number; // share of bays with sheer curtains drawn
}

interface Ctx {
  svg: SvgDoc;
  cam: Camera;
  light: Light;
  glass: GlassLook;
  px: number; // pixel scale relative to a 1600px-wide frame
  lampColour: RGB;
}

function lightAt(light: Light, n: Vec3, sunVisible = 1): RGB {
  // Faces looking up see more sky; faces looking down get only ground bounce.
  const up = light.up ?? 1;
  const sky = n[1] >= 0 ? 0.64 + (up - 0.64) * n[1] : 0.64 + (0.64 - light.bounce) * n[1];
  const lam = Math.max(0, dot(n, light.dir)) * sunVisible;
  return [
    light.ambient[0] * sky + light.sun[0] * lam,
    light.ambient[1] * sky + light.sun[1] * lam,
    light.ambient[2] * sky + light.sun[2] * lam,
  ];
}

function hazeAt(ctx: Ctx, c: RGB, p: Vec3): RGB {
  const { light, cam } = ctx;
  if (light.hazeDist <= 0) return c;
  const d = len(sub(p, cam.pos));
  return mix(c, light.haze, (1 - Math.exp(-d / light.hazeDist)) * 0.85);
}

function shade(ctx: Ctx, base: RGB, n: Vec3, p: Vec3, sunVisible = 1): RGB {
  const l = lightAt(ctx.light, n, sunVisible);
  const e = ctx.light.exposure;
  const c: RGB = [tone(base[0] * l[0] * e), tone(base[1] * l[1] * e), tone(base[2] * l[2] * e)];
  return hazeAt(ctx, c, p);
}

/** How much darker a face gets where the key light is blocked (used for shadow opacity). */
function shadowAlpha(light: Light, n: Vec3): number {
  const lit = lum(lightAt(light, n, 1));
  const dark = lum(lightAt(light, n, 0));
  return lit <= 0 ? 0 : Math.max(0, Math.min(0.75, 1 - dark / lit));
}

// ------------------------------------------------------------------------------ solids

interface Joints {
  u: number; // metres between vertical joints (0 = none)
  v: number; // metres between horizontal joints (0 = none)
  alpha: number;
}

interface Band {
  y0: number;
  y1: number;
  inset: number;
  period?: number; // split into punched windows every `period` metres (world-aligned)...
  pier?: number; // ...separated by this much wall
}

interface Material {
  color: RGB;
  glass?: boolean;
  glow?: number; // 0..1 self-lit (lamp shades)
  joints?: Joints;
  bands?: Band[]; // ribbon windows cut into vertical faces
  mullion?: number; // metres between glazing bars
  frame?: RGB; // glazing bar colour
  receive?: boolean; // false = never shows cast shadows
  plainGlass?: boolean; // glazing without curtains or ceiling lines (small façade panes)
}

interface Face {
  pts: Vec3[];
  n: Vec3;
  c: Vec3;
  axis: number; // axis of the normal for axis-aligned faces, else -1
}

interface Solid {
  faces: Face[];
  verts: Vec3[];
  min: Vec3;
  max: Vec3;
  mat: Material;
  smooth?: boolean; // loft whose sides are drawn as one smoothly shaded surface
}

function solid(polys: Vec3[][], mat: Material): Solid {
  const verts = polys.flat();
  const centre = centroid(verts);
  const faces = polys.map((pts): Face => {
    let n = newell(pts);
    const c = centroid(pts);
    if (dot(n, sub(c, centre)) < 0) n = scale(n, -1);
    const axis = Math.abs(n[0]) > 0.9999 ? 0 : Math.abs(n[1]) > 0.9999 ? 1 : Math.abs(n[2]) > 0.9999 ? 2 : -1;
    return { pts, n, c, axis };
  });
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const p of verts) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], p[k]);
      max[k] = Math.max(max[k], p[k]);
    }
  }
  return { faces, verts, min, max, mat };
}

function box(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, mat: Material): Solid {
  const [ax, bx] = x0 < x1 ? [x0, x1] : [x1, x0];
  const [ay, by] = y0 < y1 ? [y0, y1] : [y1, y0];
  const [az, bz] = z0 < z1 ? [z0, z1] : [z1, z0];
  const p = (x: number, y: number, z: number): Vec3 => [x, y, z];
  return solid(
    [
      [p(ax, ay, az), p(bx, ay, az), p(bx, ay, bz), p(ax, ay, bz)],
      [p(ax, by, az), p(bx, by, az), p(bx, by, bz), p(ax, by, bz)],
      [p(ax, ay, az), p(bx, ay, az), p(bx, by, az), p(ax, by, az)],
      [p(ax, ay, bz), p(bx, ay, bz), p(bx, by, bz), p(ax, by, bz)],
      [p(ax, ay, az), p(ax, ay, bz), p(ax, by, bz), p(ax, by, az)],
      [p(bx, ay, az), p(bx, ay, bz), p(bx, by, bz), p(bx, by, az)],
    ],
    mat
  );
}

/** Convex solid between two rings with the same vertex count (cylinders, cones, splayed legs). */
function loft(bottom: Vec3[], top: Vec3[], mat: Material, smooth = false): Solid {
  const polys: Vec3[][] = [bottom, top];
  for (let i = 0; i < bottom.length; i++) {
    const j = (i + 1) % bottom.length;
    polys.push([bottom[i], bottom[j], top[j], top[i]]);
  }
  return { ...solid(polys, mat), smooth };
}

function ring(x: number, y: number, z: number, r: number, n: number): Vec3[] {
  const pts: Vec3[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push([x + Math.cos(a) * r, y, z + Math.sin(a) * r]);
  }
  return pts;
}

function cyl(x: number, z: number, r: number, y0: number, y1: number, mat: Material, n = 20, rTop = r): Solid {
  return loft(ring(x, y0, z, r, n), ring(x, y1, z, rTop, n), mat, n >= 8);
}

function transformSolid(s: Solid, f: (p: Vec3) => Vec3, mat: Material = s.mat): Solid {
  return solid(
    s.faces.map((face) => face.pts.map(f)),
    mat
  );
}

function boundsOf(solids: readonly Solid[]): { min: Vec3; max: Vec3 } {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const s of solids) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], s.min[k]);
      max[k] = Math.max(max[k], s.max[k]);
    }
  }
  return { min, max };
}

// ------------------------------------------------------------------------------ drawing solids

function glassColour(ctx: Ctx, f: Face): RGB {
  const view = norm(sub(ctx.cam.pos, f.c));
  const grazing = 1 - Math.abs(dot(view, f.n));
  const g = ctx.glass;
  // Fresnel: glass seen at a glancing angle mirrors the sky; head-on it shows the dark inside.
  let c = mix(g.dark, g.reflect, 0.2 + 0.65 * grazing * grazing);
  c = mix(c, g.glow, g.glowAmount);
  return hazeAt(ctx, c, f.c);
}

function faceRect(f: Face): { u0: number; u1: number; v0: number; v1: number } {
  const [u, v] = planeAxes(f.axis);
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  for (const p of f.pts) {
    u0 = Math.min(u0, p[u]);
    u1 = Math.max(u1, p[u]);
    v0 = Math.min(v0, p[v]);
    v1 = Math.max(v1, p[v]);
  }
  return { u0, u1, v0, v1 };
}

/** Evenly spaced positions strictly inside (a, b), at most `cap` of them. */
function divisions(a: number, b: number, spacing: number, cap = 40): number[] {
  if (spacing <= 0 || b - a <= spacing * 0.6) return [];
  const n = Math.min(cap, Math.max(1, Math.round((b - a) / spacing)));
  const out: number[] = [];
  for (let i = 1; i < n; i++) out.push(a + ((b - a) * i) / n);
  return out;
}

/** How many lines fit across a face rectangle on screen (one per ~7px at most), along u and v. */
function screenCaps(
  ctx: Ctx,
  axis: number,
  value: number,
  r: { u0: number; u1: number; v0: number; v1: number }
): [number, number] {
  const a = projectSegment(ctx.cam, planePoint(axis, value, r.u0, r.v0), planePoint(axis, value, r.u1, r.v0));
  const b = projectSegment(ctx.cam, planePoint(axis, value, r.u0, r.v0), planePoint(axis, value, r.u0, r.v1));
  const length = (s: [Pt, Pt] | null): number => (s ? Math.hypot(s[1][0] - s[0][0], s[1][1] - s[0][1]) : 0);
  const step = 7 * ctx.px;
  return [Math.min(40, Math.floor(length(a) / step)), Math.min(40, Math.floor(length(b) / step))];
}

function gridLines(
  axis: number,
  value: number,
  r: { u0: number; u1: number; v0: number; v1: number },
  us: readonly number[],
  vs: readonly number[]
): [Vec3, Vec3][] {
  const segs: [Vec3, Vec3][] = [];
  for (const u of us) segs.push([planePoint(axis, value, u, r.v0), planePoint(axis, value, u, r.v1)]);
  for (const v of vs) segs.push([planePoint(axis, value, r.u0, v), planePoint(axis, value, r.u1, v)]);
  return segs;
}

/** A glazed rectangle on a wall plane: reflection, sheen, curtains, ceiling line, glazing bars. */
function drawGlazing(
  ctx: Ctx,
  f: Face,
  value: number,
  r: { u0: number; u1: number; v0: number; v1: number },
  mat: Material,
  recessed: boolean
): void {
  const { cam, svg, glass } = ctx;
  const rect = (u0: number, u1: number, v0: number, v1: number): Pt[] =>
    projectPoly(cam, planeRect(f.axis, value, u0, u1, v0, v1));
  const pts = rect(r.u0, r.u1, r.v0, r.v1);
  if (pts.length < 3) return;
  const colour = glassColour(ctx, f);
  const pick = hash01(f.c[0], f.c[1] + r.v0, f.c[2]);
  svg.add(polygon(pts, `fill="${css(colour)}"`));
  svg.add(polygon(pts, `fill="${glass.sheens[Math.floor(pick * glass.sheens.length)]}"`));
  const spacing = mat.mullion ?? 1.6;
  const [capU] = screenCaps(ctx, f.axis, value, r);
  const us = divisions(r.u0, r.u1, spacing, capU);
  const bays = [r.u0, ...us, r.u1];
  // Storeys: tall glass is read as several floors, each with its own ceiling line and curtains.
  const floors = recessed ? [r.v0, r.v1] : [r.v0, ...divisions(r.v0, r.v1, 3.6), r.v1];
  const lit = glass.glowAmount > 0.3;
  const curtain = css(mix(hex("#e8e2d6"), glass.glow, lit ? 0.5 : 0));
  const curtains: Pt[][] = [];
  const ceilings: Pt[][] = [];
  for (let k = 0; k + 1 < floors.length && !mat.plainGlass; k++) {
    const v0 = floors[k];
    const v1 = floors[k + 1];
    const strip = rect(r.u0, r.u1, v1 - Math.min(0.32, (v1 - v0) * 0.16), v1);
    ceilings.push(strip);
    for (let b = 0; b + 1 < bays.length; b++) {
      const h = hash01(bays[b] + f.c[0], v0, f.c[2] + bays[b]);
      if (h > glass.curtains) continue;
      const drop = v1 - (v1 - v0) * (0.55 + 0.45 * hash01(h, bays[b], v1));
      const cp = rect(bays[b], bays[b + 1], drop, v1 - 0.1);
      curtains.push(cp);
    }
  }
  const cd = unionPath(curtains);
  if (cd) svg.add(`<path d="${cd}" fill="${curtain}" fill-opacity="${lit ? 0.55 : 0.32}"/>`);
  // Under daylight the ceiling zone reads dark; at dusk it is the brightest, lit part.
  const sd = unionPath(ceilings);
  if (sd)
    svg.add(
      `<path d="${sd}" fill="${lit ? css(mix(glass.glow, WHITE, 0.45)) : "#000"}" fill-opacity="${
        lit ? 0.45 : recessed ? 0.3 : 0.2
      }"/>`
    );
  const segs = gridLines(f.axis, value, r, us, recessed ? [] : floors.slice(1, -1));
  const d = segmentsPath(cam, segs);
  if (d) {
    const w = pixelsAt(ctx, f.c, 0.07, 0.5, 5);
    const frame = hazeAt(ctx, mat.frame ?? hex("#2a2a2a"), f.c);
    svg.add(`<path d="${d}" stroke="${css(frame)}" stroke-width="${num(w)}" fill="none"/>`);
  }
}

function drawFaceDetails(ctx: Ctx, s: Solid, f: Face, colour: RGB): void {
  const mat = s.mat;
  if (f.axis !== 0 && f.axis !== 2) return;
  const r = faceRect(f);
  const value = f.c[f.axis];
  if (mat.glass) {
    drawGlazing(ctx, f, value, r, mat, false);
    return;
  }
  // Joints only on broad faces: on fins and columns they are noise (and bytes).
  if (mat.joints && r.u1 - r.u0 > 1.6) {
    const j = mat.joints;
    const [capU, capV] = screenCaps(ctx, f.axis, value, r);
    const segs = gridLines(f.axis, value, r, divisions(r.u0, r.u1, j.u, capU), divisions(r.v0, r.v1, j.v, capV));
    const d = segmentsPath(ctx.cam, segs);
    if (d) {
      const line = lum(colour) > 0.35 ? mul(colour, 0.72) : mix(colour, WHITE, 0.25);
      const w = pixelsAt(ctx, f.c, 0.02, 0.5, 2);
      ctx.svg.add(
        `<path d="${d}" stroke="${css(line)}" stroke-opacity="${j.alpha.toFixed(2)}" stroke-width="${num(
          w
        )}" fill="none"/>`
      );
    }
  }
  for (const b of mat.bands ?? []) {
    const band = { u0: r.u0 + b.inset, u1: r.u1 - b.inset, v0: Math.max(r.v0, b.y0), v1: Math.min(r.v1, b.y1) };
    if (band.u1 - band.u0 < 0.5 || band.v1 - band.v0 < 0.3) continue;
    const cells: { u0: number; u1: number }[] = [];
    if (b.period) {
      const pier = b.pier ?? 0.4;
      for (let k = Math.floor(band.u0 / b.period); k * b.period < band.u1; k++) {
        const u0 = Math.max(band.u0, k * b.period + pier / 2);
        const u1 = Math.min(band.u1, (k + 1) * b.period - pier / 2);
        if (u1 - u0 > 0.4) cells.push({ u0, u1 });
      }
    } else {
      cells.push(band);
    }
    for (const c of cells) drawGlazing(ctx, f, value + f.n[f.axis] * 0.001, { ...band, ...c }, mat, true);
  }
}

/** Shadows of other solids on one face, found by projecting them along the light onto its plane. */
function drawFaceShadows(ctx: Ctx, s: Solid, f: Face, casters: readonly Solid[]): void {
  const L = ctx.light.dir;
  if (f.axis < 0 || dot(f.n, L) <= 0.02 || s.mat.receive === false) return;
  const alpha = shadowAlpha(ctx.light, f.n);
  if (alpha < 0.03) return;
  const axis = f.axis;
  const value = f.c[axis];
  const sign = f.n[axis] > 0 ? 1 : -1;
  const r = faceRect(f);
  const polys: Pt[][] = [];
  for (const c of casters) {
    if (c === s) continue;
    const reaches = sign > 0 ? c.max[axis] > value + 1e-6 : c.min[axis] < value - 1e-6;
    if (!reaches) continue;
    const pts: Vec3[] = [];
    for (const cf of c.faces) {
      for (const p of clipByPlane(cf.pts, (q) => sign * (q[axis] - value))) pts.push(castOnto(p, L, axis, value));
    }
    if (pts.length < 3) continue;
    const shadow = clipToRect(hullOnPlane(pts, axis, value), axis, r.u0, r.u1, r.v0, r.v1);
    if (shadow.length < 3) continue;
    const sp = projectPoly(ctx.cam, shadow);
    polys.push(sp);
  }
  const d = unionPath(polys);
  if (d) ctx.svg.add(`<path d="${d}" fill="#0b0d14" fill-opacity="${alpha.toFixed(2)}"/>`);
}

function faceShade(ctx: Ctx, s: Solid, f: Face, mirrored: boolean): RGB {
  // Reflections are lit as the real thing, so shade with the un-mirrored normal.
  const n: Vec3 = mirrored ? [f.n[0], -f.n[1], f.n[2]] : f.n;
  const colour = s.mat.glass ? glassColour(ctx, f) : shade(ctx, s.mat.color, n, f.c);
  return s.mat.glow ? mix(colour, ctx.lampColour, s.mat.glow * (n[1] < -0.5 ? 1 : 0.75)) : colour;
}

/**
 * The visible sides of a lofted cylinder as a single outline filled with a horizontal gradient
 * sampled from the facets: smooth like turned wood or ceramic, and far fewer bytes.
 */
function drawSmoothSides(ctx: Ctx, s: Solid, mirrored: boolean): void {
  const eye = ctx.cam.pos;
  const sides = s.faces.slice(2);
  const n = sides.length;
  const vis = sides.map((f) => dot(f.n, sub(eye, f.c)) > 1e-9);
  let start = vis.findIndex((v, i) => v && !vis[(i + n - 1) % n]);
  if (start < 0) {
    if (!vis[0]) return;
    start = 0; // every side visible (seen from straight above or below)
  }
  const run: Face[] = [];
  for (let k = 0; k < n && vis[(start + k) % n]; k++) run.push(sides[(start + k) % n]);
  const outline: Vec3[] = [...run.map((f) => f.pts[0]), run[run.length - 1].pts[1]];
  for (let k = run.length - 1; k >= 0; k--) outline.push(run[k].pts[2]);
  outline.push(run[0].pts[3]);
  const pts = projectPoly(ctx.cam, outline);
  if (pts.length < 3) return;
  const xs = pts.map((p) => p[0]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const stops: Stop[] = [];
  for (const f of run) {
    const c = project(ctx.cam, f.c);
    if (c) stops.push([(c[0] - x0) / Math.max(1e-6, x1 - x0), css(faceShade(ctx, s, f, mirrored))]);
  }
  stops.sort((a, b) => a[0] - b[0]);
  const fill = stops.length > 1 ? ctx.svg.linear(stops, 0, 0, 1, 0) : stops.length ? stops[0][1] : "#000";
  ctx.svg.add(polygon(pts, `fill="${fill}"`));
}

function drawSolid(ctx: Ctx, s: Solid, casters: readonly Solid[], mirrored = false): void {
  const eye = ctx.cam.pos;
  if (s.smooth) drawSmoothSides(ctx, s, mirrored);
  for (const [i, f] of s.faces.entries()) {
    if (s.smooth && i >= 2) continue;
    if (dot(f.n, sub(eye, f.c)) <= 1e-9) continue;
    const pts = projectPoly(ctx.cam, f.pts);
    if (pts.length < 3) continue;
    const colour = faceShade(ctx, s, f, mirrored);
    // A same-colour hairline stroke hides anti-aliasing seams between neighbouring faces.
    ctx.svg.add(polygon(pts, `fill="${css(colour)}" stroke="${css(colour)}"`));
    // Reflections skip glazing bars and joints: water softens them away anyway.
    if (!mirrored && (!s.mat.glass || f.axis === 0 || f.axis === 2)) drawFaceDetails(ctx, s, f, colour);
    if (!mirrored && casters.length) drawFaceShadows(ctx, s, f, casters);
  }
}

function mirrorSolid(s: Solid): Solid {
  const bands = s.mat.bands?.map((b) => ({ ...b, y0: -b.y1, y1: -b.y0 }));
  return transformSolid(s, (p) => [p[0], -p[1], p[2]], { ...s.mat, bands });
}

// ------------------------------------------------------------------------------ items & ordering

interface Item {
  min: Vec3;
  max: Vec3;
  draw: () => void;
  caster?: Solid; // geometry used for cast shadows
}

function solidItem(ctx: Ctx, s: Solid, casters: readonly Solid[] = []): Item {
  return { min: s.min, max: s.max, caster: s, draw: () => drawSolid(ctx, s, casters) };
}

interface Box2 {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function screenBox(cam: Camera, min: Vec3, max: Vec3): Box2 {
  const b: Box2 = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < 8; i++) {
    const p: Vec3 = [i & 1 ? max[0] : min[0], i & 2 ? max[1] : min[1], i & 4 ? max[2] : min[2]];
    const c = toCam(cam, p);
    if (c[2] < NEAR) return { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };
    const s = toScreen(cam, c);
    b.x0 = Math.min(b.x0, s[0]);
    b.x1 = Math.max(b.x1, s[0]);
    b.y0 = Math.min(b.y0, s[1]);
    b.y1 = Math.max(b.y1, s[1]);
  }
  return b;
}

/** -1: a must be painted before b, 1: after, 0: no separating plane says. */
function paintOrder(a: Item, b: Item, eye: Vec3): number {
  const eps = 1e-6;
  for (let k = 0; k < 3; k++) {
    if (a.max[k] <= b.min[k] + eps) {
      if (eye[k] >= b.min[k]) return -1;
      if (eye[k] <= a.max[k]) return 1;
    } else if (b.max[k] <= a.min[k] + eps) {
      if (eye[k] >= a.min[k]) return 1;
      if (eye[k] <= b.max[k]) return -1;
    }
  }
  return 0;
}

/**
 * Painter's order for non-intersecting boxes: a separating plane tells which of two boxes can
 * hide the other. Only pairs that overlap on screen get an edge; cycles fall back to distance.
 */
function sortItems(cam: Camera, items: readonly Item[]): Item[] {
  const n = items.length;
  const boxes = items.map((it) => screenBox(cam, it.min, it.max));
  const dist = items.map((it) => len(sub(scale(add(it.min, it.max), 0.5), cam.pos)));
  const next: number[][] = items.map(() => []);
  const indeg = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.x1 < b.x0 || b.x1 < a.x0 || a.y1 < b.y0 || b.y1 < a.y0) continue;
      const o = paintOrder(items[i], items[j], cam.pos);
      if (o < 0) {
        next[i].push(j);
        indeg[j]++;
      } else if (o > 0) {
        next[j].push(i);
        indeg[i]++;
      }
    }
  }
  const done = new Array<boolean>(n).fill(false);
  const out: Item[] = [];
  for (let step = 0; step < n; step++) {
    let best = -1;
    for (let i = 0; i < n; i++) {
      if (!done[i] && indeg[i] === 0 && (best < 0 || dist[i] > dist[best])) best = i;
    }
    if (best < 0) {
      for (let i = 0; i < n; i++) if (!done[i] && (best < 0 || dist[i] > dist[best])) best = i;
    }
    done[best] = true;
    out.push(items[best]);
    for (const j of next[best]) indeg[j]--;
  }
  return out;
}

function drawItems(ctx: Ctx, items: readonly Item[]): void {
  for (const it of sortItems(ctx.cam, items)) it.draw();
}

/** Cast shadows of items on a horizontal plane, as screen polygons. */
function shadowPolys(ctx: Ctx, items: readonly Item[], planeY: number, dir: Vec3): Pt[][] {
  const out: Pt[][] = [];
  for (const it of items) {
    const s = it.caster;
    if (!s || s.max[1] <= planeY + 1e-6) continue;
    const pts = s.verts.filter((p) => p[1] >= planeY - 1e-6).map((p) => castOnto(p, dir, 1, planeY));
    if (pts.length < 3) continue;
    const sp = projectPoly(ctx.cam, hullOnPlane(pts, 1, planeY));
    out.push(sp);
  }
  return out;
}

/** Shadow polygons merged into one union path (overlaps never double up), optionally soft-edged. */
function addShadowGroup(ctx: Ctx, polys: readonly Pt[][], alpha: number, softPx: number, colour = "#0b0d14"): void {
  const d = unionPath(polys);
  if (!d || alpha < 0.02) return;
  if (softPx > 0.3) ctx.svg.soft(`<path d="${d}"/>`, colour, alpha, softPx * ctx.px);
  else ctx.svg.add(`<path d="${d}" fill="${colour}" fill-opacity="${alpha.toFixed(2)}"/>`);
}

// ------------------------------------------------------------------------------ skies

interface SkyLook {
  name: string;
  zenith: RGB;
  mid: RGB; // a third stop keeps warm horizons from turning grey-mauve on the way to blue
  horizon: RGB;
  elev: number; // sun elevation in degrees
  sun: RGB;
  ambient: RGB;
  glow: number;
  clouds: number;
  cloud: RGB;
  hazeDist: number;
}

type SkyName = "dawn" | "noon" | "afternoon" | "dusk" | "blue" | "overcast";

const SKY_LOOKS: Record<SkyName, Omit<SkyLook, "name" | "elev"> & { elevRange: [number, number] }> = {
  dawn: {
    zenith: hex("#7f98b6"),
    mid: hex("#d6dbdc"),
    horizon: hex("#eed2b9"),
    sun: [0.95, 0.8, 0.66],
    ambient: [0.5, 0.53, 0.6],
    glow: 0.15,
    clouds: 3,
    cloud: hex("#f4dccb"),
    hazeDist: 700,
    elevRange: [9, 16],
  },
  noon: {
    zenith: hex("#5f86b0"),
    mid: hex("#a9bfd2"),
    horizon: hex("#dde4e8"),
    sun: [0.86, 0.84, 0.8],
    ambient: [0.5, 0.53, 0.58],
    glow: 0,
    clouds: 4,
    cloud: hex("#f6f6f4"),
    hazeDist: 1100,
    elevRange: [42, 60],
  },
  afternoon: {
    zenith: hex("#6c8fb4"),
    mid: hex("#b5c4cf"),
    horizon: hex("#e8e3d7"),
    sun: [0.94, 0.84, 0.7],
    ambient: [0.48, 0.5, 0.56],
    glow: 0.04,
    clouds: 3,
    cloud: hex("#f7f3ec"),
    hazeDist: 900,
    elevRange: [20, 32],
  },
  dusk: {
    zenith: hex("#3b5179"),
    mid: hex("#c9cdc6"),
    horizon: hex("#f0b482"),
    sun: [0.95, 0.68, 0.44],
    ambient: [0.42, 0.42, 0.5],
    glow: 0.55,
    clouds: 4,
    cloud: hex("#eeb393"),
    hazeDist: 500,
    elevRange: [4, 9],
  },
  blue: {
    zenith: hex("#1b2842"),
    mid: hex("#43547a"),
    horizon: hex("#8d8fa3"),
    sun: [0.04, 0.04, 0.05],
    ambient: [0.36, 0.4, 0.52],
    glow: 0.9,
    clouds: 1,
    cloud: hex("#5d6782"),
    hazeDist: 450,
    elevRange: [-6, -3],
  },
  overcast: {
    zenith: hex("#a3aab1"),
    mid: hex("#c4c8cb"),
    horizon: hex("#dcdedd"),
    sun: [0.14, 0.14, 0.14],
    ambient: [0.8, 0.81, 0.83],
    glow: 0.12,
    clouds: 0,
    cloud: hex("#c5c9cc"),
    hazeDist: 400,
    elevRange: [45, 55],
  },
};

function pickSky(rng: Rng): SkyLook {
  const name = rng.pick<SkyName>([
    "dawn",
    "noon",
    "afternoon",
    "afternoon",
    "afternoon",
    "dusk",
    "dusk",
    "blue",
    "overcast",
  ]);
  const { elevRange, ...look } = SKY_LOOKS[name];
  return { name, ...look, elev: rng.range(elevRange[0], elevRange[1]) };
}

function skyAt(sky: SkyLook, angle: number): RGB {
  const t = Math.pow(Math.min(1, Math.max(0, angle / (75 * DEG))), 0.55);
  return t < 0.4 ? mix(sky.horizon, sky.mid, t / 0.4) : mix(sky.mid, sky.zenith, (t - 0.4) / 0.6);
}

/** Sky gradient from frame top to the horizon, coloured by true elevation angle. */
function drawSky(ctx: Ctx, sky: SkyLook): void {
  const { svg, cam } = ctx;
  const bottom = Math.min(svg.height, cam.cy + 2);
  if (bottom <= 0) return;
  const stops: Stop[] = [];
  for (let i = 0; i <= 6; i++) {
    const y = (bottom * i) / 6;
    stops.push([i / 6, css(skyAt(sky, Math.atan2(cam.cy - y, cam.focal)))]);
  }
  const fill = svg.linear(stops, 0, 0, 0, bottom, true);
  svg.add(`<rect width="${svg.width}" height="${num(bottom)}" fill="${fill}"/>`);
}

function drawSunGlow(ctx: Ctx, sky: SkyLook): void {
  const { svg, cam, light } = ctx;
  if (sky.name === "overcast" || sky.name === "noon") return;
  const far = add(cam.pos, scale(light.dir, 5000));
  const c = toCam(cam, far);
  const warm = css(mix(sky.horizon, hex("#fff3e0"), 0.6));
  if (c[2] > 0) {
    const p = toScreen(cam, c);
    const y = Math.min(p[1], cam.cy - 4 * ctx.px);
    // Glow only over its own square: full-frame radial fills are slow to rasterise.
    const r = svg.width * 0.4;
    const fill = svg.radial(
      [
        [0, warm, 0.6],
        [0.2, warm, 0.22],
        [1, warm, 0],
      ],
      p[0],
      y,
      r,
      true
    );
    const top = Math.max(0, y - r);
    const h = Math.min(cam.cy, y + r) - top;
    if (h > 0)
      svg.add(`<rect x="${num(p[0] - r)}" y="${num(top)}" width="${num(2 * r)}" height="${num(h)}" fill="${fill}"/>`);
    if (sky.elev > 0 && p[1] < cam.cy)
      svg.add(`<circle cx="${num(p[0])}" cy="${num(p[1])}" r="${num(9 * ctx.px)}" fill="#fffaf0" opacity="0.9"/>`);
  } else {
    // Sun behind the camera: the sky is just brighter on that side.
    const fill =
      c[0] < 0
        ? svg.linear(
            [
              [0, warm, 0.35],
              [0.7, warm, 0],
            ],
            0,
            0,
            1,
            0
          )
        : svg.linear(
            [
              [0, warm, 0.35],
              [0.7, warm, 0],
            ],
            1,
            0,
            0,
            0
          );
    svg.add(`<rect width="${svg.width}" height="${num(Math.max(0, cam.cy))}" fill="${fill}"/>`);
  }
}

/** Clouds as ellipses filled with radial fades: soft edges without a blur filter. */
function drawClouds(ctx: Ctx, sky: SkyLook, rng: Rng): void {
  const { svg, cam } = ctx;
  const top = cam.cy - 30 * ctx.px;
  if (top < svg.height * 0.12) return;
  const fade = (c: RGB): string =>
    svg.radial(
      [
        [0, css(c), 0.75],
        [0.55, css(c), 0.45],
        [1, css(c), 0],
      ],
      0.5,
      0.5,
      0.5
    );
  const parts: string[] = [];
  if (sky.name === "overcast") {
    // A layered deck: soft horizontal bands, lighter and darker, thinning towards the horizon.
    for (let i = 0; i < 4; i++) {
      const c = css(mix(sky.zenith, WHITE, rng.range(0.1, 0.45)));
      const y = rng.range(-0.1, 0.6) * top;
      const h = rng.range(0.2, 0.45) * top;
      const band = svg.linear(
        [
          [0, c, 0],
          [0.5, c, rng.range(0.25, 0.45)],
          [1, c, 0],
        ],
        0,
        0,
        0,
        1
      );
      parts.push(`<rect y="${num(y)}" width="${svg.width}" height="${num(h)}" fill="${band}"/>`);
    }
  } else {
    for (let k = 0; k < sky.clouds; k++) {
      const cx = rng.range(-0.1, 1.1) * svg.width;
      const cy = rng.range(0.08, 0.7) * top;
      const spread = rng.range(120, 360) * ctx.px * (0.6 + cy / top);
      const lit = fade(mix(sky.cloud, WHITE, rng.range(0, 0.3)));
      const n = rng.int(4, 8);
      for (let i = 0; i < n; i++) {
        parts.push(
          `<ellipse cx="${num(cx + rng.range(-1, 1) * spread)}" cy="${num(
            cy + rng.range(-1, 1) * spread * 0.07
          )}" rx="${num(rng.range(0.3, 0.7) * spread)}" ry="${num(
            rng.range(10, 30) * ctx.px
          )}" fill="${lit}" opacity="${rng.range(0.4, 0.85).toFixed(2)}"/>`
        );
      }
    }
  }
  svg.add(parts.join(""));
}

/** Distant tree line or city silhouettes sitting on the horizon, faded by haze. */
function drawHorizonBand(ctx: Ctx, sky: SkyLook, rng: Rng, kind: "trees" | "city" | "hills"): void {
  const { svg, cam } = ctx;
  const W = svg.width;
  const base = cam.cy + 1;
  const layers = kind === "hills" ? 2 : 1;
  for (let layer = 0; layer < layers; layer++) {
    const far = layers === 2 && layer === 0;
    const colour = mix(hex(kind === "city" ? "#6c7076" : "#4f5a4b"), sky.horizon, far ? 0.75 : 0.55);
    let d = `M0 ${num(base)}`;
    if (kind === "city") {
      let x = 0;
      while (x < W) {
        const w = rng.range(12, 60) * ctx.px;
        const h = rng.chance(0.15) ? rng.range(30, 70) * ctx.px : rng.range(6, 26) * ctx.px;
        d += `L${num(x)} ${num(base - h)}L${num(x + w)} ${num(base - h)}`;
        x += w;
      }
    } else if (kind === "hills") {
      const amp = (far ? 55 : 28) * ctx.px;
      const p1 = rng.range(0, 6);
      const p2 = rng.range(0, 6);
      for (let i = 0; i <= 40; i++) {
        const x = (W * i) / 40;
        const y = base - amp * (0.55 + 0.3 * Math.sin(i * 0.17 + p1) + 0.15 * Math.sin(i * 0.53 + p2));
        d += `L${num(x)} ${num(y)}`;
      }
    } else {
      let x = 0;
      while (x < W) {
        const w = rng.range(10, 34) * ctx.px;
        const h = rng.range(8, 26) * ctx.px;
        d += `Q${num(x + w / 2)} ${num(base - h * 1.6)} ${num(x + w)} ${num(base - rng.range(3, 8) * ctx.px)}`;
        x += w;
      }
    }
    d += `L${W} ${num(base)}Z`;
    svg.add(`<path d="${d}" fill="${css(colour)}"/>`);
  }
}

/** Darkened edges from four linear fades (radial gradients over the full frame are slow in librsvg). */
function drawVignette(ctx: Ctx, strength: number): void {
  const { svg } = ctx;
  const W = svg.width;
  const H = svg.height;
  const fade = (x1: number, y1: number, x2: number, y2: number): string =>
    svg.linear(
      [
        [0, "#000", strength * 0.75],
        [0.45, "#000", strength * 0.22],
        [1, "#000", 0],
      ],
      x1,
      y1,
      x2,
      y2
    );
  const w = num(W * 0.3);
  const h = num(H * 0.3);
  svg.add(
    `<rect width="${w}" height="${H}" fill="${fade(0, 0, 1, 0)}"/><rect x="${num(
      W * 0.7
    )}" width="${w}" height="${H}" fill="${fade(1, 0, 0, 0)}"/>` +
      `<rect width="${W}" height="${h}" fill="${fade(0, 0, 0, 1)}"/><rect y="${num(
        H * 0.7
      )}" width="${W}" height="${h}" fill="${fade(0, 1, 0, 0)}"/>`
  );
}

/** Reflection overlays for glazing: a vertical fall-off and two diagonal sky streaks. */
function makeSheens(svg: SvgDoc, glass: { reflect: RGB; glow: RGB; glowAmount: number }): string[] {
  const lit = glass.glowAmount > 0.3;
  const top = lit ? css(mix(glass.glow, WHITE, 0.3)) : css(mix(glass.reflect, WHITE, 0.25));
  const sky = css(mix(glass.reflect, WHITE, 0.4));
  const a = lit ? 0.12 : 0.3;
  return [
    svg.linear(
      [
        [0, top, lit ? 0.45 : 0.32],
        [0.5, top, 0],
        [1, "#000", 0.22],
      ],
      0,
      0,
      0,
      1
    ),
    svg.linear(
      [
        [0, sky, a * 0.3],
        [0.3, sky, a],
        [0.36, sky, a * 0.2],
        [0.55, sky, a * 0.8],
        [0.62, sky, 0],
        [1, "#000", 0.25],
      ],
      0,
      0,
      1,
      1
    ),
    svg.linear(
      [
        [0, "#000", 0.2],
        [0.4, sky, a * 0.2],
        [0.5, sky, a],
        [0.58, sky, a * 0.1],
        [0.8, sky, a * 0.6],
        [1, sky, a * 0.2],
      ],
      1,
      0,
      0,
      1
    ),
  ];
}

function makeGlass(svg: SvgDoc, reflect: RGB, dark: RGB, glowAmount: number, curtains: number): GlassLook {
  const base = { reflect, glow: hex("#f1c488"), glowAmount };
  return { ...base, dark, sheens: makeSheens(svg, base), curtains };
}

// ------------------------------------------------------------------------------ trees & people

/**
 * A tree: tapering trunk with a fork, and a canopy of many small overlapping blobs that are
 * darker underneath and on the shaded side, so it reads as foliage rather than a lollipop.
 */
function treeItem(
  ctx: Ctx,
  rng: Rng,
  x: number,
  z: number,
  height: number,
  radius: number,
  leaf: RGB,
  form: "round" | "column" | "airy"
): Item {
  const trunkTop = height * (form === "column" ? 0.15 : form === "airy" ? 0.3 : 0.38);
  const rx = form === "column" ? radius * 0.5 : radius;
  const ry = (height - trunkTop) / 2;
  const midY = trunkTop + ry;
  const blobs: [number, number, number, number][] = [];
  const n = form === "airy" ? 26 : 20;
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.pow(rng.next(), 0.6) * 0.8;
    const bx = Math.cos(a) * d * rx;
    const by = midY + Math.sin(a) * d * ry * 0.95;
    blobs.push([bx, by, rng.range(0.2, 0.34) * Math.min(rx * 1.5, ry * 1.4), rng.next()]);
  }
  blobs.sort((p, q) => p[1] - q[1]);
  const forks: [number, number][] = [];
  for (let i = rng.int(2, 3); i > 0; i--) forks.push([rng.range(-0.5, 0.5) * rx, midY + rng.range(-0.1, 0.4) * ry]);
  const caster = loft(ring(x, trunkTop, z, rx * 0.85, 9), ring(x, height, z, rx * 0.45, 9), { color: leaf });
  const draw = (): void => {
    const { cam, svg } = ctx;
    const base = project(cam, [x, 0, z]);
    const fork = project(cam, [x, trunkTop, z]);
    if (!base || !fork) return;
    const s = cam.focal / depth(cam, [x, 0, z]);
    const sunSide = toCam(cam, add(cam.pos, ctx.light.dir))[0] >= 0 ? 1 : -1;
    const dark = shade(ctx, leaf, [0, -0.3, -1], [x, midY, z], 0);
    const lit = shade(ctx, mix(leaf, hex("#c9c68a"), 0.12), norm([sunSide * 0.4, 1, -0.4]), [x, midY, z]);
    const bark = shade(ctx, form === "airy" ? hex("#dcd8d0") : hex("#4d443b"), [0, 0, -1], [x, 0, z]);
    const tw = Math.max(1.2 * ctx.px, (form === "airy" ? 0.14 : 0.22) * s);
    let out = `<path d="M${num(base[0] - tw / 2)} ${num(base[1])}L${num(fork[0] - tw / 3)} ${num(fork[1])}L${num(
      fork[0] + tw / 3
    )} ${num(fork[1])}L${num(base[0] + tw / 2)} ${num(base[1])}Z" fill="${css(bark)}"/>`;
    let branches = "";
    for (const [fx, fy] of forks) {
      const p = project(cam, [x, fy, z]);
      if (p) branches += `M${num(fork[0])} ${num(fork[1])}L${num(p[0] + fx * s)} ${num(p[1])}`;
    }
    out += `<path d="${branches}" stroke="${css(bark)}" stroke-width="${num(tw * 0.45)}" fill="none"/>`;
    for (const [bx, by, br, t] of blobs) {
      const p = project(cam, [x, by, z]);
      if (!p) continue;
      const up = (by - midY) / ry;
      const side = (bx / rx) * sunSide;
      const k = Math.min(1, Math.max(0, 0.45 + up * 0.22 + side * 0.22 + (t - 0.5) * 0.2));
      out += `<circle cx="${num(p[0] + bx * s)}" cy="${num(p[1])}" r="${num(br * s)}" fill="${css(
        mix(dark, lit, k)
      )}"/>`;
    }
    svg.add(`<g opacity="${form === "airy" ? "0.9" : "0.98"}">${out}</g>`);
  };
  return { min: [x - rx, 0, z - rx], max: [x + rx, height, z + rx], draw, caster };
}

function personItem(ctx: Ctx, rng: Rng, x: number, z: number): Item {
  const h = rng.range(1.62, 1.85);
  const k = h / 1.75;
  const stride = rng.chance(0.5) ? rng.range(0.1, 0.22) : 0.04;
  const coat = rng.chance(0.4);
  const shape: [number, number][] = [
    [-0.21, 1.45],
    [0.21, 1.45],
    [0.24, 1.15],
    [0.19, 0.82],
    [coat ? 0.2 : 0.15, coat ? 0.55 : 0.78],
    [0.06 + stride, 0],
    [-0.02 + stride * 0.3, 0],
    [0, 0.62],
    [0.02 - stride * 0.3, 0],
    [-0.06 - stride, 0],
    [coat ? -0.2 : -0.15, coat ? 0.55 : 0.78],
    [-0.19, 0.82],
    [-0.24, 1.15],
  ];
  const caster = box(x - 0.18, 0, z - 0.1, x + 0.18, h, z + 0.1, { color: BLACK });
  const draw = (): void => {
    const { cam, svg } = ctx;
    const base = project(cam, [x, 0, z]);
    if (!base) return;
    const s = cam.focal / depth(cam, [x, 0, z]);
    const colour = hazeAt(ctx, mul(hex(rng.pick(["#2d2b29", "#3b3936", "#4a4744", "#26282c"])), 1), [x, 1, z]);
    const pts = shape.map(([px, py]): Pt => [base[0] + px * s * k, base[1] - py * s * k]);
    svg.add(
      `<g fill="${css(colour)}" opacity="0.93">${polygon(pts, "")}<circle cx="${num(base[0])}" cy="${num(
        base[1] - 1.62 * s * k
      )}" r="${num(0.115 * s * k)}"/></g>`
    );
  };
  return { min: [x - 0.25, 0, z - 0.15], max: [x + 0.25, h, z + 0.15], draw, caster };
}

// ------------------------------------------------------------------------------ architecture

interface ArchMats {
  wall: Material;
  accent: Material;
  plinth: Material;
  slab: Material;
  glass: Material;
  steel: Material;
}

interface Building {
  solids: Solid[];
  door: Vec3;
}

const FACADES: readonly { color: string; joints?: Joints }[] = [
  { color: "#ebe7df" },
  { color: "#e4ddd0" },
  { color: "#b9b5ac", joints: { u: 1.25, v: 0.62, alpha: 0.3 } }, // board-formed concrete panels
  { color: "#cdc9c0", joints: { u: 2.5, v: 1.25, alpha: 0.28 } },
  { color: "#d7cab3", joints: { u: 0, v: 0.6, alpha: 0.3 } }, // travertine courses
  { color: "#4d4238", joints: { u: 0.45, v: 0, alpha: 0.5 } }, // dark timber boards
  { color: "#393a3b", joints: { u: 0.9, v: 0, alpha: 0.45 } }, // standing-seam metal
  { color: "#9a7361", joints: { u: 0, v: 0.45, alpha: 0.25 } }, // brick coursing
  { color: "#d9d6d0" },
];

function pickArchMats(rng: Rng): ArchMats {
  const a = rng.pick(FACADES);
  let b = rng.pick(FACADES);
  if (b === a) b = FACADES[0];
  const wall: Material = { color: vary(rng, hex(a.color), 0.04), joints: a.joints };
  const accent: Material = { color: vary(rng, hex(b.color), 0.04), joints: b.joints };
  const frameDark = rng.chance(0.7);
  return {
    wall,
    accent,
    plinth: {
      color: vary(rng, hex(rng.pick(["#cfc9bd", "#bdb8ae", "#d8cfbf"])), 0.03),
      joints: { u: 1.2, v: 0, alpha: 0.2 },
    },
    slab: { color: vary(rng, hex(rng.pick(["#efede8", "#e3e0d9", "#c9c5bd"])), 0.02) },
    glass: { color: BLACK, glass: true, mullion: rng.range(1.2, 2.4), frame: hex(frameDark ? "#262626" : "#cfcfcc") },
    steel: { color: hex(frameDark ? "#2a2a2a" : "#d8d6d0") },
  };
}

/** A material with ribbon windows cut into its vertical faces. */
function withBands(m: Material, bands: Band[], mullion: number, frame: RGB | undefined): Material {
  return { ...m, bands, mullion, frame };
}

function pavilion(rng: Rng, m: ArchMats): Building {
  const L = rng.range(20, 34);
  const D = rng.range(11, 16);
  const ph = rng.pick([0.15, 0.45, 0.6, 0.9]);
  const hg = rng.range(3.1, 3.9);
  const inset = rng.range(1.8, 3.2);
  const over = rng.range(0.6, 2.6);
  const rt = rng.range(0.4, 0.75);
  const solids: Solid[] = [
    box(0, 0, 0, L, ph, D, m.plinth),
    box(inset, ph, inset, L - inset, ph + hg, D - inset, m.glass),
    box(-over, ph + hg, -over, L + over, ph + hg + rt, D + over, m.slab),
  ];
  // Slender columns between the glass line and the roof edge.
  const cols = Math.max(2, Math.round(L / rng.range(5.5, 8)));
  const cz = inset * 0.45;
  for (let i = 0; i <= cols; i++) {
    const x = inset * 0.45 + ((L - inset * 0.9) * i) / cols;
    solids.push(box(x - 0.12, ph, cz - 0.12, x + 0.12, ph + hg, cz + 0.12, m.steel));
  }
  if (rng.chance(0.6)) {
    // A free-standing stone wall sliding out of the plan, Barcelona-pavilion style.
    const ext = rng.range(5, 11);
    const zw = rng.range(inset + 1, D - inset - 1);
    solids.push(box(-ext, 0, zw, 0, ph + hg, zw + 0.35, m.accent));
  }
  const sx = rng.range(L * 0.25, L * 0.75);
  if (ph >= 0.4) {
    const n = Math.round(ph / 0.16);
    const sw = rng.range(4, 8);
    for (let i = 0; i < n; i++) {
      solids.push(box(sx - sw / 2, 0, -(n - i) * 0.38, sx + sw / 2, ((i + 1) * ph) / n, -(n - i - 1) * 0.38, m.plinth));
    }
  }
  return { solids, door: [sx, 0, -1] };
}

function cantilever(rng: Rng, m: ArchMats): Building {
  const Lg = rng.range(14, 24);
  const Dg = rng.range(9, 13);
  const h1 = rng.range(3.4, 4.2);
  const solids: Solid[] = [];
  const glassGround = rng.chance(0.45);
  if (glassGround) {
    solids.push(box(1.5, 0, 1.5, Lg - 1.5, h1, Dg - 1.5, m.glass));
  } else {
    solids.push(
      box(
        0,
        0,
        0,
        Lg,
        h1,
        Dg,
        withBands(m.wall, [{ y0: 0.9, y1: h1 - 0.55, inset: rng.range(1.2, 3) }], rng.range(1.2, 2.2), m.glass.frame)
      )
    );
  }
  const storeys = rng.chance(0.3) ? 2 : 1;
  const h2 = storeys * rng.range(3.3, 3.7);
  const wu = rng.range(7, 10);
  const ux0 = rng.range(-3, Lg - wu + 3);
  const c = rng.range(4, 9);
  const bands: Band[] = [];
  for (let s = 0; s < storeys; s++) {
    const y = h1 + (s * h2) / storeys;
    bands.push({ y0: y + rng.range(0.8, 1.0), y1: y + h2 / storeys - 0.5, inset: rng.range(0.6, 2.2) });
  }
  solids.push(
    box(
      ux0,
      h1,
      -c,
      ux0 + wu,
      h1 + h2,
      Dg + rng.range(0, 4),
      withBands(m.accent, bands, rng.range(1.4, 2.6), m.glass.frame)
    )
  );
  if (rng.chance(0.5)) {
    const lt = rng.range(8, 14);
    const tx0 = rng.range(ux0 - 4, ux0 + wu - 2);
    const tz0 = rng.range(-c + 1, Dg - 6);
    const h3 = rng.range(3.2, 3.6);
    const y = h1 + h2;
    solids.push(
      box(
        tx0,
        y,
        tz0,
        tx0 + lt,
        y + h3,
        tz0 + rng.range(5, 7),
        withBands(m.wall, [{ y0: y + 0.9, y1: y + h3 - 0.5, inset: 0.8 }], 1.8, m.glass.frame)
      )
    );
  }
  if (glassGround || rng.chance(0.4)) {
    // Pilotis carry the cantilever tip.
    for (const x of [ux0 + 0.8, ux0 + wu - 0.8])
      solids.push(box(x - 0.15, 0, -c + 0.7, x + 0.15, h1, -c + 1.0, m.steel));
  }
  return { solids, door: [ux0 + wu / 2, 0, -1] };
}

function slabBlock(rng: Rng, m: ArchMats): Building {
  const L = rng.range(20, 36);
  const D = rng.range(12, 18);
  const floors = rng.int(3, 7);
  const fh = rng.range(3.3, 3.7);
  const st = rng.range(0.35, 0.55);
  const recess = rng.range(0.8, 1.8);
  const ground = rng.range(2.5, 4);
  const solids: Solid[] = [];
  for (let f = 0; f < floors; f++) {
    const r = f === 0 ? ground : recess;
    solids.push(box(r, f === 0 ? 0 : f * fh + st, r, L - r, (f + 1) * fh, D - r, m.glass));
    solids.push(box(0, (f + 1) * fh, 0, L, (f + 1) * fh + st, D, m.slab));
  }
  const bookend = rng.chance(0.55);
  if (bookend) solids.push(box(-0.5, 0, 0, 0, floors * fh + st, D, m.wall));
  const cols = Math.max(2, Math.round(L / rng.range(6, 8.5)));
  for (let i = 0; i <= cols; i++) {
    const x = 0.6 + ((L - 1.2) * i) / cols;
    solids.push(box(x - 0.2, 0, 0.6, x + 0.2, fh, 1.0, m.slab));
  }
  if (rng.chance(0.5)) {
    const y = floors * fh + st;
    solids.push(box(L * 0.55, y, D * 0.3, L * 0.9, y + 2.6, D * 0.8, m.accent));
  }
  return { solids, door: [L / 2, 0, -1] };
}

function monolith(rng: Rng, m: ArchMats): Building {
  const L = rng.range(24, 40);
  const D = rng.range(14, 22);
  const h0 = rng.range(4, 5.5);
  const H = h0 + rng.range(6, 12);
  const rec = rng.range(2.5, 4);
  const solids: Solid[] = [box(rec, 0, rec, L - rec, h0, D - rec, m.glass)];
  const mass = m.wall.color[0] < 0.5 ? m.slab : m.wall;
  const fins = rng.chance(0.6);
  if (fins) {
    solids.push(box(0, h0, 0, L, H, D, mass));
    const s = rng.range(1.6, 2.6);
    const w = rng.range(0.25, 0.45);
    const dpt = rng.range(0.6, 1.2);
    const n = Math.floor(L / s);
    const top = H - rng.range(0, 1);
    for (let i = 0; i <= n; i++) {
      const x = ((L - w) * i) / n;
      solids.push(box(x, h0 + 0.4, -dpt, x + w, top, 0, mass));
    }
  } else {
    const band = withBands(
      mass,
      [{ y0: h0 + (H - h0) * 0.45, y1: h0 + (H - h0) * 0.45 + 2.2, inset: rng.range(2, 6) }],
      rng.range(2, 3.5),
      m.glass.frame
    );
    solids.push(box(0, h0, 0, L, H, D, band));
  }
  const cols = Math.max(2, Math.round(L / rng.range(6, 9)));
  for (let i = 0; i <= cols; i++) {
    const x = 0.8 + ((L - 1.6) * i) / cols;
    solids.push(box(x - 0.25, 0, 0.8, x + 0.25, h0, 1.3, mass));
  }
  return { solids, door: [L / 2, 0, -1] };
}

function terraces(rng: Rng, m: ArchMats): Building {
  const L = rng.range(20, 34);
  const D = rng.range(14, 20);
  const floors = rng.int(3, 5);
  const fh = rng.range(3.2, 3.6);
  const step = rng.range(2.2, 3.5);
  const solids: Solid[] = [];
  const planter: Material = { color: vary(rng, hex("#56623f"), 0.08) };
  const band = (y: number): Band[] => [{ y0: y + 0.25, y1: y + fh - 0.45, inset: rng.range(0.6, 1.6) }];
  for (let f = 0; f < floors; f++) {
    // Each storey steps back from the one below, leaving a terrace with a low planter.
    const z0 = f * step;
    const y = f * fh;
    solids.push(box(0, y, z0, L, y + fh, D, withBands(m.wall, band(y), rng.range(1.4, 2.2), m.glass.frame)));
    if (f < floors - 1) solids.push(box(0.3, y + fh, z0 + 0.1, L - 0.3, y + fh + 0.45, z0 + 0.7, planter));
  }
  return { solids, door: [L / 2, 0, -1] };
}

function drawGround(ctx: Ctx, sky: SkyLook, near: RGB, rng: Rng, lawn: boolean): void {
  const { svg, cam } = ctx;
  const top = Math.max(0, cam.cy);
  if (top >= svg.height) return;
  const stops: Stop[] = [];
  for (let i = 0; i <= 6; i++) {
    const y = top + (svg.height - top) * Math.pow(i / 6, 2);
    const angle = Math.atan2(Math.max(0.5, y - cam.cy), cam.focal);
    const d = cam.pos[1] / Math.tan(angle);
    const c = mix(near, sky.horizon, (1 - Math.exp(-d / (ctx.light.hazeDist * 0.5))) * 0.8);
    stops.push([(y - top) / (svg.height - top), css(c)]);
  }
  svg.add(
    `<rect y="${num(top)}" width="${svg.width}" height="${num(svg.height - top)}" fill="${svg.linear(
      stops,
      0,
      top,
      0,
      svg.height,
      true
    )}"/>`
  );
  if (!lawn) return;
  // Mottled grass: wide, flat patches that shrink towards the horizon.
  let out = "";
  for (let i = 0; i < 14; i++) {
    const t = rng.range(0.02, 1);
    const y = top + (svg.height - top) * t * t;
    const c = css(mul(near, rng.chance(0.5) ? 0.88 : 1.1));
    const g = svg.radial(
      [
        [0, c, 0.5],
        [1, c, 0],
      ],
      0.5,
      0.5,
      0.5
    );
    out += `<ellipse cx="${num(rng.range(0, svg.width))}" cy="${num(y)}" rx="${num(
      rng.range(0.15, 0.4) * svg.width * (0.3 + t)
    )}" ry="${num((y - cam.cy) * rng.range(0.08, 0.2))}" fill="${g}"/>`;
  }
  svg.add(out);
}

function drawPaving(ctx: Ctx, x0: number, z0: number, x1: number, z1: number, colour: RGB, joint: number): void {
  const { svg, cam } = ctx;
  const pts = projectPoly(cam, planeRect(1, 0, x0, x1, z0, z1));
  if (pts.length < 3) return;
  const far = shade(ctx, colour, [0, 1, 0], [(x0 + x1) / 2, 0, (z0 + z1) / 2]);
  const nearC = mul(shade(ctx, colour, [0, 1, 0], cam.pos), 0.92);
  const fill = svg.linear(
    [
      [0, css(far)],
      [1, css(nearC)],
    ],
    0,
    cam.cy,
    0,
    svg.height,
    true
  );
  svg.add(polygon(pts, `fill="${fill}"`));
  // Joints only within ~60 m: further out they crowd into a moiré band at the horizon.
  const R = 60;
  const near = (a: Vec3, b: Vec3): [Vec3, Vec3] | null => {
    const c: Vec3 = [cam.pos[0], 0, cam.pos[2]];
    const d = sub(b, a);
    const f = sub(a, c);
    const A = dot(d, d);
    const B = 2 * dot(f, d);
    const disc = B * B - 4 * A * (dot(f, f) - R * R);
    if (disc <= 0) return null;
    const t0 = Math.max(0, (-B - Math.sqrt(disc)) / (2 * A));
    const t1 = Math.min(1, (-B + Math.sqrt(disc)) / (2 * A));
    return t1 > t0 ? [lerp3(a, b, t0), lerp3(a, b, t1)] : null;
  };
  const segs: [Vec3, Vec3][] = [];
  const add2 = (a: Vec3, b: Vec3): void => {
    const seg = near(a, b);
    if (seg) segs.push(seg);
  };
  for (const x of divisions(x0, x1, joint, 60)) add2([x, 0, z0], [x, 0, z1]);
  for (const z of divisions(z0, z1, joint, 60)) add2([x0, 0, z], [x1, 0, z]);
  const d = segmentsPath(cam, segs);
  if (d)
    svg.add(
      `<path d="${d}" stroke="${css(mul(far, 0.62))}" stroke-opacity="0.35" stroke-width="${num(ctx.px)}" fill="none"/>`
    );
}

function drawPool(ctx: Ctx, sky: SkyLook, rect: [number, number, number, number], solids: readonly Solid[]): void {
  const { svg, cam } = ctx;
  const [x0, z0, x1, z1] = rect;
  const pts = projectPoly(cam, planeRect(1, 0.02, x0, x1, z0, z1));
  if (pts.length < 3) return;
  // Water shows the sky mirrored below the horizon, darkened and tinted.
  const stops: Stop[] = [];
  for (let i = 0; i <= 4; i++) {
    const y = cam.cy + ((svg.height - cam.cy) * i) / 4;
    stops.push([i / 4, css(mix(mul(skyAt(sky, Math.atan2(y - cam.cy, cam.focal)), 0.72), hex("#24343a"), 0.25))]);
  }
  svg.add(polygon(pts, `fill="${svg.linear(stops, 0, cam.cy, 0, svg.height, true)}"`));
  const clip = svg.clip(polygon(pts, ""));
  // Only what can appear in the water: mirrored solids overlapping the pool on screen.
  const poolBox: Box2 = {
    x0: Math.min(...pts.map((p) => p[0])),
    x1: Math.max(...pts.map((p) => p[0])),
    y0: Math.min(...pts.map((p) => p[1])),
    y1: Math.max(...pts.map((p) => p[1])),
  };
  const mirrored = solids
    .map((s) => mirrorSolid(s))
    .filter((s) => {
      const b = screenBox(cam, s.min, s.max);
      return !(b.x1 < poolBox.x0 || poolBox.x1 < b.x0 || b.y1 < poolBox.y0 || poolBox.y1 < b.y0);
    });
  svg.add(`<g clip-path="${clip}" opacity="0.55">`);
  for (const it of sortItems(
    cam,
    mirrored.map((s) => ({ min: s.min, max: s.max, draw: () => drawSolid(ctx, s, [], true) }))
  ))
    it.draw();
  svg.add(`</g>`);
  // Edge coping and a few ripples.
  const ripple: [Vec3, Vec3][] = [];
  for (let i = 1; i < 7; i++) {
    const z = z0 + ((z1 - z0) * i) / 7;
    ripple.push([
      [x0 + (x1 - x0) * 0.1 * (i % 3), 0.02, z],
      [x1 - (x1 - x0) * 0.15 * ((i + 1) % 3), 0.02, z],
    ]);
  }
  svg.add(
    `<path d="${segmentsPath(cam, ripple)}" stroke="#fff" stroke-opacity="0.12" stroke-width="${num(
      ctx.px
    )}" clip-path="${clip}"/>`
  );
  svg.add(
    polygon(
      pts,
      `fill="none" stroke="${css(shade(ctx, hex("#d9d5cc"), [0, 1, 0], [x0, 0, z0]))}" stroke-width="${num(
        2.5 * ctx.px
      )}"`
    )
  );
}

/** Shadow-only canopies beside and behind the camera: dappled foreground like a real site. */
function offscreenTrees(cam: Camera, rng: Rng): Item[] {
  const out: Item[] = [];
  const fwd = forwardOf(cam.yaw);
  const right = rightOf(cam.yaw);
  for (let i = rng.int(0, 2); i > 0; i--) {
    const side = rng.chance(0.5) ? 1 : -1;
    const p = add(add(cam.pos, scale(right, side * rng.range(5, 14))), scale(fwd, -rng.range(0, 8)));
    // A cluster of small canopies casts a ragged, leafy shadow rather than a polygon.
    for (let k = rng.int(5, 8); k > 0; k--) {
      const q = add(p, [rng.range(-3, 3), 0, rng.range(-3, 3)]);
      const r = rng.range(0.8, 1.8);
      const y = rng.range(4, 9);
      const blob = loft(ring(q[0], y, q[2], r, 9), ring(q[0], y + r * 1.4, q[2], r * 0.6, 9), { color: BLACK });
      out.push({ min: blob.min, max: blob.max, draw: () => undefined, caster: blob });
    }
  }
  return out;
}

function drawArchitecture(svg: SvgDoc, rng: Rng): void {
  const W = svg.width;
  const H = svg.height;
  const px = W / 1600;
  const sky = pickSky(rng);
  const mats = pickArchMats(rng);
  const building = rng.pick([pavilion, pavilion, cantilever, cantilever, slabBlock, monolith, monolith, terraces])(
    rng,
    mats
  );
  const solids = building.solids;
  const { min: bmin, max: bmax } = boundsOf(solids);

  // Camera: eye height, looking at a corner; distance and lens shift then frame the building.
  const yaw = rng.range(14, 56) * DEG;
  const eye = rng.range(1.3, 1.75);
  const focal = focalFor(W, rng.range(46, 62));
  const cy = H * rng.range(0.64, 0.76);
  const target: Vec3 = [(bmin[0] + bmax[0]) / 2, 0, (bmin[2] + bmax[2]) / 2];
  const fwd = forwardOf(yaw);
  const makeCam = (d: number, cx: number): Camera =>
    camera([target[0] - fwd[0] * d, eye, target[2] - fwd[2] * d], yaw, focal, cx, cy);
  // Fill the frame by width or by height, whichever gives the bigger building, but never wider
  // than a slight crop nor closer to the top edge than 10%.
  const widthFrac = rng.range(0.7, 0.92);
  const topTarget = H * rng.range(0.16, 0.3);
  let dist = 1.5 * Math.max(bmax[0] - bmin[0], bmax[2] - bmin[2]);
  for (let i = 0; i < 14; i++) {
    const bb = screenBox(makeCam(dist, W / 2), bmin, bmax);
    const w = bb.x1 - bb.x0;
    const h = cy - bb.y0;
    const k = Math.max(Math.min(w / (W * widthFrac), h / (cy - topTarget)), w / (W * 1.08), h / (cy - H * 0.1));
    if (!Number.isFinite(k)) {
      dist *= 1.5;
      continue;
    }
    dist *= Math.max(0.5, Math.min(2, k));
    if (Math.abs(k - 1) < 0.004) break;
  }
  const bb0 = screenBox(makeCam(dist, W / 2), bmin, bmax);
  const cam = makeCam(dist, W / 2 + W * rng.range(-0.05, 0.05) - ((bb0.x0 + bb0.x1) / 2 - W / 2));

  // Sun roughly side-on to the view: one façade lit, the other in shade, and shadows raking
  // across the ground where the camera sees them; low suns sometimes backlight the building.
  const backlit = (sky.name === "dusk" || sky.name === "dawn") && rng.chance(0.4);
  const off = (backlit ? rng.range(25, 60) : rng.range(62, 108)) * DEG * (rng.chance(0.5) ? 1 : -1);
  const el = Math.max(sky.elev, 2) * DEG;
  const dir: Vec3 = [Math.sin(yaw + off) * Math.cos(el), Math.sin(el), Math.cos(yaw + off) * Math.cos(el)];
  const light: Light = {
    dir,
    sun: sky.sun,
    ambient: sky.ambient,
    exposure: 1.22,
    bounce: 0.42,
    haze: sky.horizon,
    hazeDist: sky.hazeDist,
  };
  const glass = makeGlass(
    svg,
    mix(sky.horizon, sky.zenith, 0.35),
    hex("#1c2126"),
    sky.glow * 0.55,
    sky.glow > 0.3 ? 0.45 : 0.28
  );
  const ctx: Ctx = { svg, cam, light, glass, px, lampColour: hex("#ffe2b8") };

  drawSky(ctx, sky);
  drawSunGlow(ctx, sky);
  drawClouds(ctx, sky, rng);
  drawHorizonBand(ctx, sky, rng, rng.pick(["trees", "trees", "city", "hills"]));

  // Ground: a paved forecourt running up to the camera, or lawn with a path to the door.
  const lawn = rng.chance(0.45);
  const grass = vary(rng, hex(rng.pick(["#75805e", "#6d7757", "#7f8566"])), 0.06);
  const pavingC = vary(rng, hex(rng.pick(["#cfcac0", "#c2beb6", "#d6d0c4"])), 0.04);
  const groundNear = lawn ? grass : mul(pavingC, 0.92);
  drawGround(ctx, sky, shade(ctx, groundNear, [0, 1, 0], cam.pos), rng, lawn);
  const margin = rng.range(3, 8);
  const reach = Math.max(bmax[0] - bmin[0], bmax[2] - bmin[2]) + dist;
  if (lawn) {
    drawPaving(ctx, bmin[0] - margin, bmin[2] - margin, bmax[0] + margin, bmax[2] + margin, pavingC, rng.range(1.5, 3));
    const dx = building.door[0];
    const pw = rng.range(1.8, 3.2);
    drawPaving(ctx, dx - pw / 2, cam.pos[2] - 5, dx + pw / 2, bmin[2] - margin, pavingC, pw / 2);
  } else {
    drawPaving(
      ctx,
      cam.pos[0] - reach,
      cam.pos[2] - 10,
      bmax[0] + reach,
      bmax[2] + reach,
      pavingC,
      rng.range(1.2, 2.4)
    );
  }

  const hasPool = rng.chance(0.3);
  const pool: [number, number, number, number] = [
    bmin[0] + 1,
    bmin[2] - rng.range(8, 12),
    bmin[0] + (bmax[0] - bmin[0]) * rng.range(0.45, 0.8),
    bmin[2] - 2,
  ];
  if (hasPool) drawPool(ctx, sky, pool, solids);

  // Landscape: trees around (never blocking the façade), a few people for scale.
  const items: Item[] = solids.map((s) => solidItem(ctx, s, solids));
  const leaf = vary(rng, hex(rng.pick(["#5c6a45", "#66704c", "#4f5c44", "#727449"])), 0.08);
  const form = rng.pick(["round", "round", "column", "airy"] as const);
  const nearest = Math.min(...solids.map((s) => depth(cam, scale(add(s.min, s.max), 0.5))));
  const bb = screenBox(cam, bmin, bmax);
  const wanted = rng.int(2, 7);
  let planted = 0;
  for (let tries = 0; tries < 80 && planted < wanted; tries++) {
    const x = rng.range(bmin[0] - 30, bmax[0] + 30);
    const z = rng.range(bmin[2] - 14, bmax[2] + 30);
    const h = rng.range(6, 12);
    const r = rng.range(2, 3.6);
    if (x > bmin[0] - r - 1 && x < bmax[0] + r + 1 && z > bmin[2] - r - 1 && z < bmax[2] + r + 1) continue;
    if (hasPool && x > pool[0] - r && x < pool[2] + r && z > pool[1] - r && z < pool[3] + r) continue;
    const p = project(cam, [x, 0, z]);
    const dz = depth(cam, [x, 0, z]);
    if (!p || dz < 9 || p[0] < -0.05 * W || p[0] > 1.05 * W) continue;
    // Trees in front of the building must stand clear of it on screen, canopy included.
    const canopyPx = (cam.focal * r) / dz;
    if (dz < nearest + 4 && p[0] + canopyPx > bb.x0 && p[0] - canopyPx < bb.x1) continue;
    items.push(treeItem(ctx, rng, x, z, h, r, vary(rng, leaf, 0.06), form));
    planted++;
  }
  const people = rng.int(0, 3);
  for (let i = 0; i < people; i++) {
    const x = building.door[0] + rng.range(-9, 9);
    const z = building.door[2] - rng.range(1, 7);
    if (hasPool && x > pool[0] && x < pool[2] && z > pool[1] && z < pool[3]) continue;
    if (depth(cam, [x, 0, z]) > 6) items.push(personItem(ctx, rng, x, z));
  }

  const groundAlpha = shadowAlpha(light, [0, 1, 0]) * (lawn ? 0.9 : 1);
  const casters = backlit ? items : [...items, ...offscreenTrees(cam, rng)];
  addShadowGroup(ctx, shadowPolys(ctx, casters, 0, light.dir), groundAlpha, 0);
  drawItems(ctx, items);
  drawVignette(ctx, 0.28);
}

// ------------------------------------------------------------------------------ furniture kit

/** Local frame for a piece: a runs across it, b from its front (b=0) towards its back. */
interface Frame {
  ox: number;
  oz: number;
  ax: number;
  az: number;
  bx: number;
  bz: number;
}

type Facing = "-z" | "+z" | "-x" | "+x";

function frame(x: number, z: number, facing: Facing): Frame {
  switch (facing) {
    case "-z":
      return { ox: x, oz: z, ax: 1, az: 0, bx: 0, bz: 1 };
    case "+z":
      return { ox: x, oz: z, ax: -1, az: 0, bx: 0, bz: -1 };
    case "-x":
      return { ox: x, oz: z, ax: 0, az: -1, bx: 1, bz: 0 };
    default:
      return { ox: x, oz: z, ax: 0, az: 1, bx: -1, bz: 0 };
  }
}

function fpos(fr: Frame, a: number, b: number): [number, number] {
  return [fr.ox + fr.ax * a + fr.bx * b, fr.oz + fr.az * a + fr.bz * b];
}

function fbox(fr: Frame, a0: number, a1: number, y0: number, y1: number, b0: number, b1: number, mat: Material): Solid {
  const [x0, z0] = fpos(fr, a0, b0);
  const [x1, z1] = fpos(fr, a1, b1);
  return box(x0, y0, z0, x1, y1, z1, mat);
}

const FABRICS = ["#d8d1c4", "#e6e0d4", "#6f6b57", "#a56e52", "#4b4946", "#b08b64", "#8c9489", "#c9b8a0"];
const WOODS = ["#b8976f", "#cdb596", "#7a5a43", "#5b4332", "#a88560"];
const STONES = ["#d5c7ad", "#e2dcd0", "#b9b0a2", "#8f8a83", "#cbbfae"];
const METALS = ["#262626", "#2f2d2b", "#b39a6b", "#d9d7d2"];

function sofa(fr: Frame, rng: Rng, fabric: Material, w: number): Solid[] {
  const dark: Material = { color: hex("#2a2724") };
  const light: Material = { color: mix(fabric.color, WHITE, 0.06) };
  const arms = rng.chance(0.6);
  const aw = arms ? rng.range(0.18, 0.26) : 0;
  const out: Solid[] = [
    fbox(fr, -w / 2 + 0.06, w / 2 - 0.06, 0, 0.09, 0.06, 0.88, dark),
    fbox(fr, -w / 2, w / 2, 0.09, 0.27, 0, 0.95, fabric),
    fbox(fr, -w / 2, w / 2, 0.27, rng.range(0.7, 0.8), 0.72, 0.95, fabric),
  ];
  if (arms) {
    const top = rng.range(0.52, 0.62);
    out.push(fbox(fr, -w / 2, -w / 2 + aw, 0.27, top, 0, 0.72, fabric));
    out.push(fbox(fr, w / 2 - aw, w / 2, 0.27, top, 0, 0.72, fabric));
  }
  const n = w > 2.4 ? 3 : w > 1.3 ? 2 : 1;
  const inner = w - 2 * aw;
  for (let i = 0; i < n; i++) {
    const a0 = -inner / 2 + (inner * i) / n;
    out.push(fbox(fr, a0 + 0.01, a0 + inner / n - 0.01, 0.27, 0.42, 0.02, 0.72, light));
    if (rng.chance(0.7)) out.push(fbox(fr, a0 + 0.03, a0 + inner / n - 0.03, 0.42, 0.7, 0.56, 0.72, light));
  }
  return out;
}

function tableSolids(fr: Frame, rng: Rng, w: number, d: number, h: number, top: Material, legs: Material): Solid[] {
  const t = rng.range(0.03, 0.05);
  const out: Solid[] = [fbox(fr, -w / 2, w / 2, h - t, h, 0, d, top)];
  if (rng.chance(0.5)) {
    const s = 0.05;
    for (const a of [-w / 2 + 0.06, w / 2 - 0.06 - s]) {
      for (const b of [0.06, d - 0.06 - s]) out.push(fbox(fr, a, a + s, 0, h - t, b, b + s, legs));
    }
  } else {
    // Slab trestles.
    for (const a of [-w / 2 + 0.2, w / 2 - 0.26]) out.push(fbox(fr, a, a + 0.06, 0, h - t, 0.12, d - 0.12, legs));
  }
  return out;
}

function chairSolids(fr: Frame, rng: Rng, wood: Material, seat: Material): Solid[] {
  const w = 0.46;
  const d = 0.46;
  const sh = 0.45;
  const l = 0.035;
  const out: Solid[] = [fbox(fr, -w / 2, w / 2, sh - 0.05, sh, 0, d, seat)];
  for (const a of [-w / 2, w / 2 - l]) {
    for (const b of [0, d - l]) out.push(fbox(fr, a, a + l, 0, sh - 0.05, b, b + l, wood));
  }
  if (rng.chance(0.5)) {
    out.push(fbox(fr, -w / 2, w / 2, sh, rng.range(0.78, 0.86), d - 0.04, d, wood));
  } else {
    for (const a of [-w / 2, w / 2 - l]) out.push(fbox(fr, a, a + l, sh, 0.8, d - l, d, wood));
    out.push(fbox(fr, -w / 2 + l, w / 2 - l, 0.66, 0.8, d - l, d, wood));
  }
  return out;
}

function lampSolids(
  x: number,
  z: number,
  y: number,
  rng: Rng,
  metal: Material,
  shade: Material,
  tall: boolean
): Solid[] {
  const pole = tall ? rng.range(1.3, 1.55) : rng.range(0.3, 0.4);
  const r = tall ? rng.range(0.18, 0.24) : rng.range(0.12, 0.16);
  const sh = tall ? 0.3 : 0.2;
  return [
    cyl(x, z, tall ? 0.15 : 0.07, y, y + 0.025, metal, 16),
    cyl(x, z, 0.012, y + 0.025, y + pole - sh * 0.5, metal, 6),
    cyl(x, z, r, y + pole - sh, y + pole, { ...shade, glow: 0.55 }, 18, r * rng.range(0.75, 0.95)),
  ];
}

/** Dome pendant: cord plus two frusta; the underside glows. */
function pendantItems(ctx: Ctx, x: number, z: number, y: number, ceiling: number, metal: Material, rng: Rng): Item[] {
  const r = rng.range(0.18, 0.3);
  const globe = rng.chance(0.3);
  const cord: Item = {
    min: [x - 0.01, y + (globe ? r : 0.25), z - 0.01],
    max: [x + 0.01, ceiling, z + 0.01],
    draw: () => {
      const d = segmentsPath(ctx.cam, [
        [
          [x, ceiling, z],
          [x, y + 0.2, z],
        ],
      ]);
      ctx.svg.add(`<path d="${d}" stroke="#1e1e1e" stroke-width="${num(1.3 * ctx.px)}"/>`);
    },
  };
  if (globe) {
    const item: Item = {
      min: [x - r, y - r, z - r],
      max: [x + r, y + r, z + r],
      draw: () => {
        const p = project(ctx.cam, [x, y, z]);
        if (!p) return;
        const rr = (ctx.cam.focal * r) / depth(ctx.cam, [x, y, z]);
        const g = ctx.svg.radial(
          [
            [0, "#fffaf0"],
            [0.6, "#f6e7cf"],
            [1, "#d9c7ad"],
          ],
          0.4,
          0.55,
          0.6
        );
        ctx.svg.add(`<circle cx="${num(p[0])}" cy="${num(p[1])}" r="${num(rr)}" fill="${g}"/>`);
      },
    };
    return [cord, item];
  }
  const solids = [
    cyl(x, z, r, y, y + 0.12, metal, 20, r * 0.8),
    cyl(x, z, r * 0.8, y + 0.12, y + 0.25, metal, 20, 0.05),
    cyl(x, z, r * 0.95, y - 0.004, y, { color: hex("#fff3dc"), glow: 1 }, 20),
  ];
  return [cord, ...solids.map((s) => solidItem(ctx, s))];
}

interface VesselSpec {
  x: number;
  z: number;
  y: number;
  height: number;
  radius: number;
  profile: readonly (readonly [number, number])[]; // (height fraction, radius fraction), bottom to top
  color: RGB;
  glossy: boolean;
}

const VESSEL_PROFILES: readonly (readonly (readonly [number, number])[])[] = [
  [
    [0, 0.85],
    [0.05, 1],
    [1, 1],
  ],
  [
    [0, 0.62],
    [0.08, 0.92],
    [0.35, 1],
    [0.55, 0.72],
    [0.72, 0.3],
    [0.88, 0.26],
    [1, 0.3],
  ],
  [
    [0, 0.5],
    [0.12, 0.85],
    [0.38, 1],
    [0.62, 0.9],
    [0.85, 0.58],
    [1, 0.52],
  ],
  [
    [0, 0.42],
    [0.35, 0.82],
    [0.72, 0.98],
    [1, 1],
  ],
  [
    [0, 0.72],
    [1, 1],
  ],
  [
    [0, 0.45],
    [0.22, 0.82],
    [0.5, 1],
    [0.78, 0.72],
    [0.9, 0.5],
    [1, 0.58],
  ],
];

/** Catmull–Rom resampling so vase silhouettes curve instead of kinking. */
function smoothProfile(profile: readonly (readonly [number, number])[], steps: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < profile.length - 1; i++) {
    const p0 = profile[Math.max(0, i - 1)];
    const p1 = profile[i];
    const p2 = profile[i + 1];
    const p3 = profile[Math.min(profile.length - 1, i + 2)];
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const cr = (a: number, b: number, c: number, d: number): number =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (-a + 3 * b - 3 * c + d) * t * t * t);
      out.push([cr(p0[0], p1[0], p2[0], p3[0]), Math.max(0.05, cr(p0[1], p1[1], p2[1], p3[1]))]);
    }
  }
  const last = profile[profile.length - 1];
  out.push([last[0], last[1]]);
  return out;
}

/** A turned vessel drawn as a shaded 2D silhouette: smoother and lighter than facets. */
function vesselItem(ctx: Ctx, v: VesselSpec): Item {
  const prof = smoothProfile(v.profile, v.profile.length > 3 ? 4 : 2);
  const rmax = Math.max(...prof.map((p) => p[1])) * v.radius;
  const caster = cyl(
    v.x,
    v.z,
    rmax * 0.85,
    v.y,
    v.y + v.height,
    { color: v.color },
    12,
    v.radius * prof[prof.length - 1][1]
  );
  const draw = (): void => {
    const { cam, svg } = ctx;
    const left: Pt[] = [];
    const right: Pt[] = [];
    const radii: number[] = [];
    for (const [fy, fr] of prof) {
      const p: Vec3 = [v.x, v.y + fy * v.height, v.z];
      const c = toCam(cam, p);
      if (c[2] < NEAR) return;
      const sc = toScreen(cam, c);
      const r = (cam.focal * fr * v.radius) / c[2];
      left.push([sc[0] - r, sc[1]]);
      right.push([sc[0] + r, sc[1]]);
      radii.push(r);
    }
    const horiz = Math.hypot(v.x - cam.pos[0], v.z - cam.pos[2]);
    const tilt = (y: number): number => Math.max(0.04, Math.sin(Math.atan2(cam.pos[1] - y, horiz)));
    const bottomRy = radii[0] * tilt(v.y);
    const topR = radii[radii.length - 1];
    const topRy = topR * tilt(v.y + v.height);
    const n = left.length - 1;
    let d = `M${num(left[n][0])} ${num(left[n][1])}`;
    for (let i = n - 1; i >= 0; i--) d += `L${num(left[i][0])} ${num(left[i][1])}`;
    d += `A${num(radii[0])} ${num(bottomRy)} 0 0 0 ${num(right[0][0])} ${num(right[0][1])}`;
    for (let i = 1; i <= n; i++) d += `L${num(right[i][0])} ${num(right[i][1])}`;
    d += `A${num(topR)} ${num(topRy)} 0 0 0 ${num(left[n][0])} ${num(left[n][1])}Z`;
    const sunRight = toCam(cam, add(cam.pos, ctx.light.dir))[0] >= 0;
    const lit = shade(ctx, v.color, norm([sunRight ? 0.5 : -0.5, 0.3, -1]), [v.x, v.y, v.z]);
    const darkC = mul(shade(ctx, v.color, [0, 0, 1], [v.x, v.y, v.z], 0), 0.8);
    const p = sunRight ? 0.68 : 0.32;
    const stops: Stop[] = [
      [0, css(darkC)],
      [p, css(lit)],
      [1, css(mul(darkC, 0.9))],
    ];
    if (v.glossy) stops.splice(1, 1, [p - 0.05, css(lit)], [p, css(mix(lit, WHITE, 0.55))], [p + 0.04, css(lit)]);
    const fill = svg.linear(stops, 0, 0, 1, 0);
    const ao = svg.linear(
      [
        [0.55, "#000", 0],
        [1, "#000", 0.25],
      ],
      0,
      0,
      0,
      1
    );
    const topC = shade(ctx, v.color, [0, 1, 0], [v.x, v.y + v.height, v.z]);
    const tc = project(cam, [v.x, v.y + v.height, v.z]);
    let rim = "";
    if (tc) {
      const inner = mul(darkC, 0.45);
      rim = `<ellipse cx="${num(tc[0])}" cy="${num(tc[1])}" rx="${num(topR * 0.92)}" ry="${num(
        topRy * 0.92
      )}" fill="${css(inner)}" stroke="${css(topC)}" stroke-width="${num(Math.max(1, topR * 0.08))}"/>`;
    }
    svg.add(`<path d="${d}" fill="${fill}"/><path d="${d}" fill="${ao}"/>${rim}`);
  };
  return { min: [v.x - rmax, v.y, v.z - rmax], max: [v.x + rmax, v.y + v.height, v.z + rmax], draw, caster };
}

function randomVessel(rng: Rng, x: number, z: number, y: number, size: number): VesselSpec {
  const profile = rng.pick(VESSEL_PROFILES);
  const squat = profile.length === 4;
  return {
    x,
    z,
    y,
    height: size * (squat ? rng.range(0.35, 0.55) : rng.range(0.8, 1.5)),
    radius: size * rng.range(0.22, 0.38),
    profile,
    color: vary(
      rng,
      hex(rng.pick(["#e9e4da", "#b86f4f", "#2c2b29", "#c9b89b", "#8d8f86", "#d9cfbf", "#6c5a48"])),
      0.05
    ),
    glossy: rng.chance(0.45),
  };
}

/** Leafy plant as rotated ellipses around a stem, sitting in a pot. */
function plantItems(ctx: Ctx, rng: Rng, x: number, z: number, scaleM: number): Item[] {
  const potH = 0.35 * scaleM;
  const potR = 0.2 * scaleM;
  const pot = cyl(
    x,
    z,
    potR,
    0,
    potH,
    { color: vary(rng, hex(rng.pick(["#b5714f", "#dcd6cb", "#3a3836", "#a99a86"])), 0.05) },
    20,
    potR * 1.1
  );
  const leafC = vary(rng, hex(rng.pick(["#4f6140", "#5d6e47", "#3f5138"])), 0.08);
  const h = rng.range(0.9, 1.6) * scaleM;
  const leaves: [number, number, number, number, number][] = [];
  const n = rng.int(10, 16);
  for (let i = 0; i < n; i++) {
    leaves.push([
      rng.range(-0.4, 0.4) * h * 0.6,
      potH + rng.range(0.25, 1) * h,
      rng.range(0.1, 0.2) * scaleM,
      rng.range(-70, 70),
      rng.next(),
    ]);
  }
  leaves.sort((a, b) => a[4] - b[4]);
  const foliage: Item = {
    min: [x - 0.5 * h * 0.6, potH, z - 0.3],
    max: [x + 0.5 * h * 0.6, potH + h, z + 0.3],
    caster: cyl(x, z, 0.3 * h, potH, potH + h, { color: leafC }, 8, 0.15),
    draw: () => {
      const { cam } = ctx;
      const s = cam.focal / Math.max(NEAR, depth(cam, [x, potH, z]));
      let out = "";
      const stem = project(cam, [x, potH, z]);
      for (const [ox, oy, size, rot, t] of leaves) {
        const p = project(cam, [x, oy, z]);
        if (!p || !stem) continue;
        const lx = p[0] + ox * s;
        const c = shade(ctx, mix(leafC, WHITE, t * 0.15), norm([ox, 0.6, -1]), [x, oy, z], t);
        out += `<path d="M${num(stem[0])} ${num(stem[1])}L${num(lx)} ${num(p[1])}" stroke="#3c4530" stroke-width="${num(
          ctx.px
        )}"/>`;
        out += `<ellipse cx="${num(lx)}" cy="${num(p[1])}" rx="${num(size * s)}" ry="${num(
          size * s * 0.42
        )}" transform="rotate(${rot.toFixed(0)} ${num(lx)} ${num(p[1])})" fill="${css(c)}"/>`;
      }
      ctx.svg.add(`<g>${out}</g>`);
    },
  };
  return [solidItem(ctx, pot), foliage];
}

// ------------------------------------------------------------------------------ interior

interface WindowSpec {
  axis: 0 | 2;
  value: number; // wall plane
  out: 1 | -1; // direction from the room to the outside along the axis
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  cols: number;
  rows: number;
  bar: number; // glazing bar width in metres
  frame: RGB;
}

type Wall = "left" | "right" | "back";

function wallPlane(wall: Wall, RW: number, RD: number): { axis: 0 | 2; value: number; out: 1 | -1; length: number } {
  if (wall === "left") return { axis: 0, value: 0, out: -1, length: RD };
  if (wall === "right") return { axis: 0, value: RW, out: 1, length: RD };
  return { axis: 2, value: RD, out: 1, length: RW };
}

/** Frame for furniture standing against a wall and facing into the room. */
function wallFrame(wall: Wall, u: number, RW: number, RD: number, gap: number): Frame {
  if (wall === "left") return frame(gap + 0, u, "+x");
  if (wall === "right") return frame(RW - gap, u, "-x");
  return frame(u, RD - gap, "-z");
}

function windowPanes(w: WindowSpec, planeOffset: number): Vec3[][] {
  const panes: Vec3[][] = [];
  const value = w.value + w.out * planeOffset;
  const cw = (w.u1 - w.u0) / w.cols;
  const rh = (w.v1 - w.v0) / w.rows;
  for (let i = 0; i < w.cols; i++) {
    for (let j = 0; j < w.rows; j++) {
      const a = w.bar / 2;
      panes.push(
        planeRect(w.axis, value, w.u0 + i * cw + a, w.u0 + (i + 1) * cw - a, w.v0 + j * rh + a, w.v0 + (j + 1) * rh - a)
      );
    }
  }
  return panes;
}

function drawWindow(ctx: Ctx, rng: Rng, w: WindowSpec): void {
  const { svg, cam } = ctx;
  const depthM = 0.28;
  const glassPlane = w.value + w.out * depthM * 0.6;
  const opening = projectPoly(cam, planeRect(w.axis, glassPlane, w.u0, w.u1, w.v0, w.v1));
  if (opening.length < 3) return;
  // Exterior: overexposed sky and soft, out-of-focus greenery.
  const clip = svg.clip(polygon(opening, ""));
  const sky = svg.linear(
    [
      [0, "#dfe6ea"],
      [0.6, "#f4f4f1"],
      [1, "#fbfaf6"],
    ],
    0,
    0,
    0,
    svg.height,
    true
  );
  let view = `<rect width="${svg.width}" height="${svg.height}" fill="${sky}"/>`;
  const blobs: string[] = [];
  const ys = opening.map((p) => p[1]);
  const xs = opening.map((p) => p[0]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // Out-of-focus foliage: radial fades read as bokeh-soft shapes.
  const greens = ["#8a9a72", "#a5b08b", "#6f805e", "#b9c2a4"].map((c) => {
    const g = css(mix(hex(c), WHITE, 0.3));
    return svg.radial(
      [
        [0, g, 0.95],
        [0.6, g, 0.7],
        [1, g, 0],
      ],
      0.5,
      0.5,
      0.5
    );
  });
  for (let i = 0; i < 18; i++) {
    blobs.push(
      `<ellipse cx="${num(rng.range(minX, maxX))}" cy="${num(rng.range(minY + (maxY - minY) * 0.3, maxY))}" rx="${num(
        rng.range(0.06, 0.16) * svg.width
      )}" ry="${num(rng.range(0.05, 0.12) * svg.width)}" fill="${rng.pick(greens)}"/>`
    );
  }
  view += blobs.join("");
  svg.add(`<g clip-path="${clip}">${view}</g>`);

  // Glazing bars at the glass plane.
  const segs: [Vec3, Vec3][] = [];
  const r = { u0: w.u0, u1: w.u1, v0: w.v0, v1: w.v1 };
  segs.push(
    ...gridLines(
      w.axis,
      glassPlane,
      r,
      divisions(w.u0, w.u1, (w.u1 - w.u0) / w.cols),
      divisions(w.v0, w.v1, (w.v1 - w.v0) / w.rows)
    )
  );
  const d = segmentsPath(cam, segs);
  const mid = planePoint(w.axis, glassPlane, (w.u0 + w.u1) / 2, (w.v0 + w.v1) / 2);
  if (d)
    svg.add(
      `<path d="${d}" stroke="${css(w.frame)}" stroke-width="${num(pixelsAt(ctx, mid, w.bar, 1, 10))}" fill="none"/>`
    );
  svg.add(
    polygon(
      opening,
      `fill="none" stroke="${css(w.frame)}" stroke-width="${num(pixelsAt(ctx, mid, w.bar * 1.6, 1, 14))}"`
    )
  );

  // Reveals: the wall thickness around the opening, pale with the daylight bouncing in.
  const [ua] = planeAxes(w.axis);
  const reveals: [Vec3[], Vec3][] = [];
  const q = (u: number, v: number, off: number): Vec3 => planePoint(w.axis, w.value + w.out * off, u, v);
  const uDir: Vec3 = ua === 0 ? [1, 0, 0] : [0, 0, 1];
  reveals.push([
    [q(w.u0, w.v0, 0), q(w.u1, w.v0, 0), q(w.u1, w.v0, depthM), q(w.u0, w.v0, depthM)],
    [0, 1, 0],
  ]);
  reveals.push([
    [q(w.u0, w.v1, 0), q(w.u1, w.v1, 0), q(w.u1, w.v1, depthM), q(w.u0, w.v1, depthM)],
    [0, -1, 0],
  ]);
  reveals.push([[q(w.u0, w.v0, 0), q(w.u0, w.v1, 0), q(w.u0, w.v1, depthM), q(w.u0, w.v0, depthM)], uDir]);
  reveals.push([[q(w.u1, w.v0, 0), q(w.u1, w.v1, 0), q(w.u1, w.v1, depthM), q(w.u1, w.v0, depthM)], scale(uDir, -1)]);
  for (const [poly, n] of reveals) {
    if (dot(n, sub(cam.pos, centroid(poly))) <= 0) continue;
    const pts = projectPoly(cam, poly);
    if (pts.length > 2)
      svg.add(polygon(pts, `fill="${css(mix(shade(ctx, hex("#e7e2d9"), n, centroid(poly)), WHITE, 0.25))}"`));
  }
}

function drawInterior(svg: SvgDoc, rng: Rng): void {
  const W = svg.width;
  const H = svg.height;
  const px = W / 1600;
  const RW = rng.range(4.8, 7);
  const RD = rng.range(5.5, 8);
  const RH = rng.range(2.8, 3.4);
  const layout = rng.pick(["living", "living", "dining", "bedroom"] as const);

  const wallC = vary(rng, hex(rng.pick(["#ebe6dd", "#e2dacd", "#dcd9d3", "#d3c2ae", "#c6cabb", "#e6e0d6"])), 0.03);
  const floorKind = rng.pick(["oak", "oak", "darkoak", "travertine", "concrete"] as const);
  const floorC = vary(
    rng,
    hex({ oak: "#b99a74", darkoak: "#76593f", travertine: "#d4c5a9", concrete: "#a9a59e" }[floorKind]),
    0.04
  );
  const ceilingC = mix(wallC, WHITE, 0.4);

  // The window is the key light, so it always sits on a wall the camera can see.
  const windowWall = rng.pick(["left", "right", "left", "right", "back"] as const);
  const wp = wallPlane(windowWall, RW, RD);
  const side = windowWall !== "back";
  const wmin = side ? Math.max(1.8, RD * 0.28) : 0.5;
  const wlen = Math.min(wp.length - 0.4 - wmin, rng.range(2.4, wp.length * 0.75));
  const wu0 = rng.range(wmin, wp.length - 0.4 - wlen);
  const crittall = rng.chance(0.4);
  const sill = rng.chance(0.5) ? 0 : rng.range(0.35, 0.6);
  const head = RH - rng.range(0, 0.45);
  const win: WindowSpec = {
    axis: wp.axis,
    value: wp.value,
    out: wp.out,
    u0: wu0,
    u1: wu0 + wlen,
    v0: sill,
    v1: head,
    cols: Math.max(1, Math.round(wlen / (crittall ? rng.range(0.5, 0.7) : rng.range(1.1, 1.8)))),
    rows: crittall ? Math.max(2, Math.round((head - sill) / rng.range(0.5, 0.7))) : rng.chance(0.4) ? 2 : 1,
    bar: crittall ? 0.035 : 0.05,
    frame: hex(rng.pick(["#1f1f1f", "#1f1f1f", "#8a7258", "#e8e6e1"])),
  };

  // Camera near the front wall, across the room from the window and turned towards it.
  const eye = rng.range(1.15, 1.4);
  const camX =
    windowWall === "left"
      ? RW * rng.range(0.55, 0.78)
      : windowWall === "right"
      ? RW * rng.range(0.22, 0.45)
      : RW * rng.range(0.35, 0.65);
  const turn0 = rng.range(0.1, 0.34);
  const yaw = windowWall === "left" ? -turn0 : windowWall === "right" ? turn0 : rng.range(-0.2, 0.2);
  const cam = camera(
    [camX, eye, rng.range(0.3, 0.6)],
    yaw,
    focalFor(W, rng.range(58, 72)),
    W / 2,
    H * rng.range(0.47, 0.54)
  );

  // Sun comes in through the window.
  const outward: Vec3 = win.axis === 0 ? [win.out, 0, 0] : [0, 0, win.out];
  const turn = rng.range(-50, 50) * DEG;
  const horiz: Vec3 = [
    outward[0] * Math.cos(turn) - outward[2] * Math.sin(turn),
    0,
    outward[0] * Math.sin(turn) + outward[2] * Math.cos(turn),
  ];
  const el = rng.range(24, 44) * DEG;
  const dir = norm([horiz[0] * Math.cos(el), Math.sin(el), horiz[2] * Math.cos(el)]);
  const warm = rng.chance(0.6);
  const light: Light = {
    dir,
    sun: warm ? [0.5, 0.44, 0.34] : [0.42, 0.41, 0.39],
    ambient: [0.8, 0.8, 0.81],
    exposure: 1.45,
    bounce: 0.56,
    up: 0.58,
    haze: WHITE,
    hazeDist: 0,
  };
  const glass = makeGlass(svg, hex("#dfe5e8"), hex("#55606a"), 0, 0);
  const ctx: Ctx = { svg, cam, light, glass, px, lampColour: hex("#fff0d6") };

  // Room shell: ceiling, walls, floor (convex room seen from inside, so no ordering needed).
  const shell: [Vec3[], Vec3, RGB][] = [
    [planeRect(1, RH, 0, RW, 0, RD), [0, -1, 0], ceilingC],
    [planeRect(2, RD, 0, RW, 0, RH), [0, 0, -1], wallC],
    [planeRect(0, 0, 0, RD, 0, RH), [1, 0, 0], wallC],
    [planeRect(0, RW, 0, RD, 0, RH), [-1, 0, 0], wallC],
    [planeRect(1, 0, 0, RW, 0, RD), [0, 1, 0], floorC],
  ];
  for (const [poly, n, c] of shell) {
    const pts = projectPoly(cam, poly);
    const colour = css(shade(ctx, c, n, centroid(poly)));
    if (pts.length < 3) continue;
    svg.add(polygon(pts, `fill="${colour}" stroke="${colour}"`));
    // Walls fall off towards the ceiling, as daylight from a window does.
    if (n[1] === 0)
      svg.add(
        polygon(
          pts,
          `fill="${svg.linear(
            [
              [0, "#000", 0.12],
              [0.6, "#000", 0],
            ],
            0,
            0,
            0,
            1
          )}"`
        )
      );
  }
  drawFloorPattern(ctx, floorKind, floorC, RW, RD);
  if (rng.chance(0.22)) drawBeams(ctx, rng, RW, RD, RH);
  // Shadow gaps where walls meet floor and each other.
  const edges: [Vec3, Vec3][] = [
    [
      [0, 0, 0],
      [0, 0, RD],
    ],
    [
      [0, 0, RD],
      [RW, 0, RD],
    ],
    [
      [RW, 0, RD],
      [RW, 0, 0],
    ],
    [
      [0, 0, RD],
      [0, RH, RD],
    ],
    [
      [RW, 0, RD],
      [RW, RH, RD],
    ],
  ];
  svg.add(
    `<path d="${segmentsPath(cam, edges)}" stroke="#000" stroke-opacity="0.18" stroke-width="${num(
      1.5 * px
    )}" fill="none"/>`
  );

  drawWindow(ctx, rng, win);

  // Furniture.
  const freeWalls = (["left", "right", "back"] as const).filter((w) => w !== windowWall);
  const items: Item[] = [];
  const floorItems: Item[] = [];
  const fabric: Material = { color: vary(rng, hex(rng.pick(FABRICS)), 0.04) };
  const wood: Material = { color: vary(rng, hex(rng.pick(WOODS)), 0.05) };
  const stone: Material = { color: vary(rng, hex(rng.pick(STONES)), 0.04) };
  const metal: Material = { color: hex(rng.pick(METALS)) };
  const linen: Material = { color: vary(rng, hex("#e4ddd0"), 0.03) };
  // One merged outline per piece for its soft contact shadow (chairs are many small parts).
  const pieces: Item[] = [];
  const addSolids = (solids: Solid[], onFloor = true): void => {
    for (const s of solids) {
      const it = solidItem(ctx, s);
      items.push(it);
      if (onFloor) floorItems.push(it);
    }
    if (onFloor && solids.length) {
      const { min, max } = boundsOf(solids);
      const verts = solids.flatMap((s) => s.verts);
      pieces.push({ min, max, draw: () => undefined, caster: { faces: [], verts, min, max, mat: solids[0].mat } });
    }
  };
  const midX = RW * rng.range(0.42, 0.58);
  const artWall: Wall = freeWalls.includes("back") ? "back" : freeWalls[0];
  let artU = artWall === "back" ? midX : RD * 0.6;
  let artBase = 1.2;

  if (layout === "living") {
    const w = rng.range(2.1, 2.9);
    const sofaZ = RD - rng.range(0.6, 2.2) - 0.95;
    addSolids(sofa(frame(midX, sofaZ, "-z"), rng, fabric, w));
    const tz = sofaZ - rng.range(0.45, 0.6);
    const tw = rng.range(0.9, 1.3);
    const td = rng.range(0.55, 0.8);
    const rug = fbox(frame(midX, tz - 1.4, "-z"), -w * 0.75, w * 0.75, 0, 0.012, 0, 2.6, {
      color: vary(rng, hex(rng.pick(["#d9d0c0", "#bfb3a0", "#8e8576", "#e3dccf"])), 0.04),
    });
    addSolids([rug]);
    const tableKind = rng.int(0, 2);
    if (tableKind === 0)
      addSolids([fbox(frame(midX, tz - td, "-z"), -tw / 2, tw / 2, 0.012, rng.range(0.3, 0.38), 0, td, stone)]);
    else if (tableKind === 1) addSolids([cyl(midX, tz - 0.45, 0.45, 0.012, 0.36, stone, 28)]);
    else addSolids(tableSolids(frame(midX, tz - td, "-z"), rng, tw, td, 0.36, wood, wood));
    items.push(
      vesselItem(
        ctx,
        randomVessel(
          rng,
          midX + rng.range(-0.2, 0.2),
          tz - td / 2,
          tableKind === 2 ? 0.36 : tableKind === 1 ? 0.36 : 0.34,
          0.22
        )
      )
    );
    const side = rng.chance(0.5) ? -1 : 1;
    if (rng.chance(0.75)) {
      const ax = midX + side * (w / 2 + 0.9);
      if (ax > 0.7 && ax < RW - 0.7)
        addSolids(
          sofa(
            frame(ax, tz - 0.45, side < 0 ? "+x" : "-x"),
            rng,
            { color: vary(rng, hex(rng.pick(FABRICS)), 0.04) },
            0.9
          )
        );
    }
    const lx = midX - side * (w / 2 + 0.35);
    if (lx > 0.3 && lx < RW - 0.3) addSolids(lampSolids(lx, sofaZ + 0.5, 0, rng, metal, linen, true));
    artU = midX;
    artBase = 1.25;
  } else if (layout === "dining") {
    const tw = rng.range(1.9, 2.6);
    const td = rng.range(0.9, 1.05);
    const tz = RD * rng.range(0.5, 0.62);
    addSolids(tableSolids(frame(midX, tz - td / 2, "-z"), rng, tw, td, 0.75, wood, rng.chance(0.5) ? wood : metal));
    const per = tw > 2.2 ? 3 : 2;
    const seat: Material = rng.chance(0.5) ? wood : { color: vary(rng, hex(rng.pick(FABRICS)), 0.05) };
    for (let i = 0; i < per; i++) {
      const a = -tw / 2 + (tw * (i + 0.5)) / per;
      addSolids(chairSolids(frame(midX + a, tz + td / 2 + 0.05, "-z"), rng, wood, seat));
      addSolids(chairSolids(frame(midX - a, tz - td / 2 - 0.05, "+z"), rng, wood, seat));
    }
    const ph = rng.range(1.55, 1.8);
    const np = rng.int(1, 3);
    for (let i = 0; i < np; i++) {
      const a = np === 1 ? 0 : -tw / 3 + ((2 * tw) / 3) * (i / (np - 1));
      items.push(...pendantItems(ctx, midX + a, tz, ph, RH, metal, rng));
    }
    for (let i = 0; i < 2; i++)
      items.push(
        vesselItem(ctx, randomVessel(rng, midX + rng.range(-0.5, 0.5), tz + rng.range(-0.15, 0.15), 0.75, 0.2))
      );
    if (freeWalls.length) {
      const sw = freeWalls[freeWalls.length - 1];
      const L = rng.range(1.6, 2.2);
      const swLen = wallPlane(sw, RW, RD).length;
      const u = sw === "back" ? midX : rng.range(RD * 0.45, RD - L / 2 - 0.3);
      if (sw !== "back" || tz + td / 2 + 0.6 < RD - 0.5) {
        const fr = wallFrame(sw, Math.min(u, swLen - L / 2 - 0.2), RW, RD, 0.47);
        addSolids([
          fbox(fr, -L / 2, L / 2, 0.12, 0.75, 0, 0.45, { ...wood, joints: { u: L / 3, v: 0, alpha: 0.5 } }),
          fbox(fr, -L / 2 + 0.05, L / 2 - 0.05, 0, 0.12, 0.05, 0.4, { color: hex("#2a2724") }),
        ]);
        const [vx, vz] = fpos(fr, rng.range(-L / 3, L / 3), 0.22);
        items.push(vesselItem(ctx, randomVessel(rng, vx, vz, 0.75, 0.3)));
        if (sw === artWall) {
          artU = Math.min(u, swLen - L / 2 - 0.2);
          artBase = 1.15;
        }
      }
    }
  } else {
    const bw = rng.range(1.6, 1.9);
    const fr = frame(midX, RD - 2.18 - 0.02, "-z");
    const duvet: Material = { color: vary(rng, hex(rng.pick(["#ece8e0", "#d9d1c3", "#c7cbc4", "#d8c7b3"])), 0.03) };
    addSolids([
      fbox(fr, -bw / 2, bw / 2, 0, 0.3, 0, 2.1, rng.chance(0.5) ? fabric : wood),
      fbox(fr, -bw / 2 + 0.03, bw / 2 - 0.03, 0.3, 0.5, 0.03, 2.07, { color: hex("#f1efea") }),
      fbox(fr, -bw / 2 + 0.03, bw / 2 - 0.03, 0.5, 0.56, 0.03, 1.5, duvet),
      fbox(fr, -bw / 2 - 0.05, bw / 2 + 0.05, 0, rng.range(0.95, 1.2), 2.1, 2.18, fabric),
      fbox(fr, -bw / 2 + 0.08, -0.05, 0.5, 0.66, 1.6, 2.02, { color: hex("#f4f2ed") }),
      fbox(fr, 0.05, bw / 2 - 0.08, 0.5, 0.66, 1.6, 2.02, { color: hex("#f4f2ed") }),
      fbox(fr, -bw / 2 + 0.03, bw / 2 - 0.03, 0.56, 0.575, 0.25, 0.7, {
        color: vary(rng, hex(rng.pick(FABRICS)), 0.05),
      }),
      fbox(fr, -bw * 0.8, bw * 0.8, 0, 0.012, -1.2, 1.2, {
        color: vary(rng, hex(rng.pick(["#d9d0c0", "#bfb3a0", "#8e8576"])), 0.04),
      }),
    ]);
    for (const s of [-1, 1]) {
      const a0 = s < 0 ? -bw / 2 - 0.6 : bw / 2 + 0.1;
      addSolids([fbox(fr, a0, a0 + 0.5, 0, 0.5, 1.65, 2.15, wood)]);
      const [lx, lz] = fpos(fr, a0 + 0.25, 1.9);
      addSolids(lampSolids(lx, lz, 0.5, rng, metal, linen, false), false);
    }
    artU = midX;
    artBase = 1.3;
  }
  if (rng.chance(0.7)) {
    const corner = windowWall === "right" ? RW - 0.6 : 0.6;
    const plant = plantItems(ctx, rng, corner, RD - 0.7, rng.range(0.9, 1.3));
    items.push(...plant);
    pieces.push(plant[0]);
  }
  if (artWall !== windowWall) drawWallArt(ctx, rng, artWall, artU, artBase, RW, RD, items);

  drawLightPatches(ctx, win, RW, RD, RH, floorItems);
  // Light falls off away from the window, which also blooms onto the wall around it.
  const wc = project(cam, planePoint(win.axis, win.value, (win.u0 + win.u1) / 2, (win.v0 + win.v1) / 2));
  if (wc) {
    const away = wc[0] < W / 2 ? W : 0;
    const g = svg.linear(
      [
        [0, "#fff8ec", 0.18],
        [0.45, "#fff8ec", 0.03],
        [1, "#000", 0.16],
      ],
      wc[0],
      0,
      away,
      0,
      true
    );
    svg.add(`<rect width="${W}" height="${H}" fill="${g}"/>`);
    const opening = projectPoly(cam, planeRect(win.axis, win.value + win.out * 0.17, win.u0, win.u1, win.v0, win.v1));
    if (opening.length > 2) svg.soft(polygon(opening, ""), "#fffdf8", 0.3, 20 * px, 4);
  }
  // Soft contact shadows: light mostly from above, a little from the window.
  const soft = norm(add([0, 1, 0], scale(dir, 0.35)));
  addShadowGroup(ctx, shadowPolys(ctx, pieces, 0, soft), 0.3, 7);
  drawItems(ctx, items);
  drawVignette(ctx, 0.22);
}

function drawFloorPattern(
  ctx: Ctx,
  kind: "oak" | "darkoak" | "travertine" | "concrete",
  colour: RGB,
  RW: number,
  RD: number
): void {
  const { svg, cam } = ctx;
  const segs: [Vec3, Vec3][] = [];
  if (kind === "oak" || kind === "darkoak") {
    for (const x of divisions(0, RW, 0.19, 60))
      segs.push([
        [x, 0, 0],
        [x, 0, RD],
      ]);
  } else if (kind === "travertine") {
    for (const x of divisions(0, RW, 0.9))
      segs.push([
        [x, 0, 0],
        [x, 0, RD],
      ]);
    for (const z of divisions(0, RD, 0.9))
      segs.push([
        [0, 0, z],
        [RW, 0, z],
      ]);
  }
  const d = segmentsPath(cam, segs);
  if (d) {
    const line = kind === "travertine" ? mix(colour, WHITE, 0.4) : mul(colour, 0.7);
    svg.add(
      `<path d="${d}" stroke="${css(line)}" stroke-opacity="${kind === "travertine" ? 0.7 : 0.4}" stroke-width="${num(
        ctx.px
      )}" fill="none"/>`
    );
  }
}

/** Exposed timber joists: narrow, closely spaced, so they read as a ceiling rather than steps. */
function drawBeams(ctx: Ctx, rng: Rng, RW: number, RD: number, RH: number): void {
  const spacing = rng.range(0.55, 0.8);
  const mat: Material = { color: vary(rng, hex(rng.pick(["#b39470", "#a5865f", "#c2a682"])), 0.05) };
  const items: Item[] = [];
  for (let z = spacing; z < RD - 0.1; z += spacing)
    items.push(solidItem(ctx, box(0, RH - 0.2, z - 0.05, RW, RH, z + 0.05, mat)));
  drawItems(ctx, items);
}

function drawWallArt(
  ctx: Ctx,
  rng: Rng,
  wall: Wall,
  u: number,
  base: number,
  RW: number,
  RD: number,
  items: Item[]
): void {
  const wp = wallPlane(wall, RW, RD);
  const w = rng.range(0.8, 1.5);
  const h = w * rng.range(0.7, 1.25);
  const u0 = Math.max(0.3, Math.min(wp.length - 0.3 - w, u - w / 2));
  const inset = 0.035;
  const face = wp.value - wp.out * inset;
  const frameMat: Material = { color: hex(rng.pick(["#f3f1ec", "#2a2826", "#b39470"])) };
  const s =
    wp.axis === 0
      ? box(wp.value, base, u0, face, base + h, u0 + w, frameMat)
      : box(u0, base, wp.value, u0 + w, base + h, face, frameMat);
  const palette = [
    hex(rng.pick(["#c9b9a1", "#9b6f55", "#56606a", "#d8d2c6", "#2e2d2b", "#a7a58f"])),
    hex(rng.pick(["#e9e3d8", "#d3c3aa", "#8c8270"])),
  ];
  const style = rng.int(0, 2);
  const item: Item = {
    min: s.min,
    max: s.max,
    caster: s,
    draw: () => {
      drawSolid(ctx, s, []);
      const m = 0.06;
      const plane = face - wp.out * 0.001;
      const put = (poly: Vec3[], c: RGB): void => {
        const pts = projectPoly(ctx.cam, poly);
        if (pts.length > 2)
          ctx.svg.add(
            polygon(pts, `fill="${css(shade(ctx, c, wp.axis === 0 ? [-wp.out, 0, 0] : [0, 0, -wp.out], s.min))}"`)
          );
      };
      put(planeRect(wp.axis, plane, u0 + m, u0 + w - m, base + m, base + h - m), palette[1]);
      if (style === 0) {
        const circle: Vec3[] = [];
        const cx = u0 + w / 2;
        const cy = base + h * 0.55;
        const r = Math.min(w, h) * 0.28;
        for (let i = 0; i < 28; i++)
          circle.push(
            planePoint(
              wp.axis,
              plane,
              cx + Math.cos((i / 28) * Math.PI * 2) * r,
              cy + Math.sin((i / 28) * Math.PI * 2) * r
            )
          );
        put(circle, palette[0]);
      } else if (style === 1) {
        put(planeRect(wp.axis, plane, u0 + m, u0 + w - m, base + m, base + h * 0.45), palette[0]);
      } else {
        put(planeRect(wp.axis, plane, u0 + w * 0.3, u0 + w * 0.42, base + m, base + h - m), palette[0]);
      }
    },
  };
  items.push(item);
}

/** Sunlight through each pane, projected onto floor and far walls, minus furniture shadows. */
function drawLightPatches(
  ctx: Ctx,
  win: WindowSpec,
  RW: number,
  RD: number,
  RH: number,
  casters: readonly Item[]
): void {
  const { svg, cam, light } = ctx;
  const L = light.dir;
  const receivers: { axis: number; value: number; n: Vec3; rect: [number, number, number, number] }[] = [
    { axis: 1, value: 0, n: [0, 1, 0], rect: [0, RW, 0, RD] },
    { axis: 0, value: 0, n: [1, 0, 0], rect: [0, RD, 0, RH] },
    { axis: 0, value: RW, n: [-1, 0, 0], rect: [0, RD, 0, RH] },
    { axis: 2, value: RD, n: [0, 0, -1], rect: [0, RW, 0, RH] },
  ];
  const panes = windowPanes(win, 0.17);
  const patches: Pt[][] = [];
  const shadows: Pt[][] = [];
  for (const r of receivers) {
    if (dot(r.n, L) <= 0.02) continue;
    if (r.axis === win.axis && r.value === win.value) continue;
    for (const pane of panes) {
      const poly = clipToRect(
        pane.map((p) => castOnto(p, L, r.axis, r.value)),
        r.axis,
        ...r.rect
      );
      patches.push(projectPoly(cam, poly));
    }
    for (const it of casters) {
      const s = it.caster;
      if (!s) continue;
      const pts = s.verts.map((p) => castOnto(p, L, r.axis, r.value));
      const sp = projectPoly(cam, hullOnPlane(pts, r.axis, r.value));
      shadows.push(sp);
    }
  }
  const d = unionPath(patches);
  if (!d) return;
  const box2 = (poly: readonly Pt[]): Box2 => ({
    x0: Math.min(...poly.map((p) => p[0])),
    x1: Math.max(...poly.map((p) => p[0])),
    y0: Math.min(...poly.map((p) => p[1])),
    y1: Math.max(...poly.map((p) => p[1])),
  });
  const lit = patches.filter((p) => p.length > 2).map(box2);
  const overlaps = (b: Box2): boolean => lit.some((l) => !(b.x1 < l.x0 || l.x1 < b.x0 || b.y1 < l.y0 || l.y1 < b.y0));
  const blocking = shadows.filter((sp) => sp.length > 2 && overlaps(box2(sp)));
  // Furniture standing in the sun cuts its shadow out of the patch.
  const mask = blocking.length
    ? ` mask="${svg.mask(
        `<rect width="${svg.width}" height="${svg.height}" fill="#fff"/><path d="${unionPath(blocking)}" fill="#000"/>`
      )}"`
    : "";
  svg.add(`<path d="${d}"${mask} fill="${css(mix(hex("#fff3de"), WHITE, 0.2))}" fill-opacity="0.5"/>`);
}

// ------------------------------------------------------------------------------ object

function chairDesign(rng: Rng, primary: Material, secondary: Material): Solid[] {
  const kind = rng.int(0, 3);
  const fr = frame(0, -0.25, "-z");
  if (kind === 0) return chairSolids(fr, rng, primary, secondary);
  if (kind === 1) {
    // Upholstered block armchair: always a fabric, never black lacquer.
    return sofa(
      frame(0, -0.45, "-z"),
      rng,
      { color: vary(rng, hex(rng.pick(FABRICS.slice(0, 4).concat(FABRICS.slice(5)))), 0.04) },
      rng.range(0.8, 0.95)
    );
  }
  if (kind === 2) {
    // Lounge chair: low seat, reclined back, splayed legs.
    const w = 0.62;
    const out: Solid[] = [fbox(fr, -w / 2, w / 2, 0.34, 0.4, 0, 0.62, secondary)];
    const back = loft(
      planeRect(1, 0.4, -w / 2, w / 2, -0.25 + 0.56, -0.25 + 0.62).map((p): Vec3 => [p[0], p[1], p[2]]),
      planeRect(1, 0.85, -w / 2, w / 2, -0.25 + 0.78, -0.25 + 0.84).map((p): Vec3 => [p[0], p[1], p[2]]),
      secondary
    );
    out.push(back);
    for (const a of [-w / 2 + 0.04, w / 2 - 0.08]) {
      for (const b of [0.04, 0.54]) {
        const [x, z] = fpos(fr, a, b);
        const dx = a < 0 ? -0.05 : 0.05;
        const dz = b < 0.3 ? -0.06 : 0.06;
        out.push(
          loft(
            planeRect(1, 0, x + dx, x + dx + 0.04, z + dz, z + dz + 0.04),
            planeRect(1, 0.34, x, x + 0.04, z, z + 0.04),
            primary
          )
        );
      }
    }
    return out;
  }
  // Stool: turned seat on three or four splayed legs.
  const r = rng.range(0.17, 0.22);
  const h = rng.range(0.42, 0.7);
  const out: Solid[] = [cyl(0, 0, r, h - 0.04, h, primary, 28)];
  const legs = rng.chance(0.5) ? 3 : 4;
  for (let i = 0; i < legs; i++) {
    const a = (i / legs) * Math.PI * 2 + 0.4;
    const top: Vec3 = [Math.cos(a) * r * 0.6, h - 0.04, Math.sin(a) * r * 0.6];
    const bot: Vec3 = [Math.cos(a) * r * 1.15, 0, Math.sin(a) * r * 1.15];
    out.push(loft(ring(bot[0], 0, bot[2], 0.016, 8), ring(top[0], top[1], top[2], 0.02, 8), primary));
  }
  if (rng.chance(0.6)) out.push(cyl(0, 0, r * 0.92, h * 0.3, h * 0.3 + 0.015, primary, 24));
  return out;
}

function drawObject(svg: SvgDoc, rng: Rng): void {
  const W = svg.width;
  const H = svg.height;
  const px = W / 1600;
  const backdrops: [string, string][] = [
    ["#d9d4cb", "#cfc8bd"],
    ["#e6e3dc", "#dad6ce"],
    ["#cbc4b5", "#bfb7a7"],
    ["#b9beb2", "#adb2a5"],
    ["#c9ab9b", "#bf9f8f"],
    ["#3b3a38", "#302f2d"],
    ["#a0a6aa", "#959ca0"],
    ["#d3cdc6", "#c8c0b7"],
  ];
  const [wallHex, floorHex] = rng.pick(backdrops);
  const wallC = vary(rng, hex(wallHex), 0.03);
  const floorC = vary(rng, hex(floorHex), 0.03);
  const darkSet = lum(wallC) < 0.3;

  const kind = rng.pick(["chair", "chair", "lamp", "vessels", "vessels", "table"] as const);
  const primary: Material = {
    color: vary(
      rng,
      hex(
        rng.pick(darkSet ? ["#c8a47a", "#d8d2c6", "#b3633f"] : [...WOODS, "#2b2a28", "#e9e5dd", "#a0623f", "#58606a"])
      ),
      0.04
    ),
  };
  const secondary: Material = rng.chance(0.5)
    ? primary
    : { color: vary(rng, hex(rng.pick([...FABRICS, ...WOODS])), 0.04) };

  const solids: Solid[] = [];
  const vessels: VesselSpec[] = [];
  if (kind === "chair") {
    solids.push(...chairDesign(rng, primary, secondary));
    if (rng.chance(0.35)) vessels.push(randomVessel(rng, rng.chance(0.5) ? 0.7 : -0.7, 0.1, 0, 0.35));
  } else if (kind === "lamp") {
    const tall = rng.chance(0.4);
    const shadeMat: Material = { color: vary(rng, hex(rng.pick(["#efe8da", "#e7dfcf", "#d9c9ae", "#2c2b2a"])), 0.03) };
    if (!tall) {
      const plinthH = rng.range(0.35, 0.6);
      solids.push(box(-0.3, 0, -0.3, 0.3, plinthH, 0.3, { color: vary(rng, hex(rng.pick(STONES)), 0.04) }));
      solids.push(
        ...lampSolids(0, 0, plinthH, rng, { color: hex(rng.pick(METALS)) }, shadeMat, false).map((s, i) =>
          i === 2 ? { ...s, mat: { ...shadeMat, glow: 0.35 } } : s
        )
      );
    } else {
      solids.push(...lampSolids(0, 0, 0, rng, { color: hex(rng.pick(METALS)) }, shadeMat, true));
    }
  } else if (kind === "vessels") {
    const onPlinth = rng.chance(0.55);
    const y = onPlinth ? rng.range(0.3, 0.7) : 0;
    if (onPlinth) {
      const round = rng.chance(0.4);
      const pm: Material = { color: vary(rng, hex(rng.pick(STONES)), 0.04) };
      solids.push(round ? cyl(0, 0, 0.4, 0, y, pm, 32) : box(-0.55, 0, -0.3, 0.55, y, 0.3, pm));
    }
    const n = rng.int(1, 3);
    const xs = n === 1 ? [0] : n === 2 ? [-0.17, 0.17] : [-0.3, 0, 0.3];
    for (let i = 0; i < n; i++)
      vessels.push(randomVessel(rng, xs[i] + rng.range(-0.03, 0.03), rng.range(-0.1, 0.1), y, rng.range(0.22, 0.36)));
  } else {
    const top: Material = { color: vary(rng, hex(rng.pick([...STONES, ...WOODS])), 0.04) };
    const r = rng.range(0.25, 0.35);
    const h = rng.range(0.4, 0.55);
    solids.push(cyl(0, 0, r, h - 0.04, h, top, 32));
    if (rng.chance(0.5)) solids.push(cyl(0, 0, r * 0.35, 0, h - 0.04, top, 24, r * 0.25));
    else solids.push(cyl(0, 0, 0.025, 0.02, h - 0.04, primary, 8), cyl(0, 0, r * 0.6, 0, 0.02, primary, 24));
    vessels.push(randomVessel(rng, rng.range(-0.08, 0.08), 0, h, 0.2));
  }

  const yaw = (rng.chance(0.5) ? 1 : -1) * rng.range(12, 42) * DEG;
  const eye = rng.range(0.75, 1.25);
  const focal = focalFor(W, rng.range(22, 30));
  const fwd = forwardOf(yaw);
  const all = [...solids, ...vessels.map((v) => cyl(v.x, v.z, v.radius, v.y, v.y + v.height, primary, 8))];
  const { min: bmin, max: bmax } = boundsOf(all);
  const target: Vec3 = [(bmin[0] + bmax[0]) / 2, 0, (bmin[2] + bmax[2]) / 2];
  const makeCam = (d: number, cx: number, cy: number): Camera =>
    camera([target[0] - fwd[0] * d, eye, target[2] - fwd[2] * d], yaw, focal, cx, cy);
  let dist = 4;
  const frac = rng.range(0.5, 0.66);
  for (let i = 0; i < 14; i++) {
    const bb = screenBox(makeCam(dist, W / 2, 0), bmin, bmax);
    const k = Math.max((bb.y1 - bb.y0) / (H * frac), (bb.x1 - bb.x0) / (W * 0.62));
    dist *= Math.max(0.5, Math.min(2, k));
    if (Math.abs(k - 1) < 0.004) break;
  }
  const bb = screenBox(makeCam(dist, W / 2, 0), bmin, bmax);
  const cam = makeCam(
    dist,
    W / 2 - ((bb.x0 + bb.x1) / 2 - W * rng.range(0.44, 0.56)),
    -((bb.y0 + bb.y1) / 2 - H * rng.range(0.5, 0.56))
  );
  // Key light: a big softbox high at the front-left or front-right of the camera.
  const side = rng.chance(0.5) ? 1 : -1;
  const keyDir = norm(
    add(add(scale(fwd, -rng.range(0.4, 1)), scale(rightOf(yaw), side * rng.range(0.6, 1.2))), [
      0,
      rng.range(0.9, 1.5),
      0,
    ])
  );
  const light: Light = {
    dir: keyDir,
    sun: [0.5, 0.49, 0.47],
    ambient: [0.66, 0.66, 0.67],
    exposure: 1.12,
    bounce: 0.5,
    haze: WHITE,
    hazeDist: 0,
  };
  const ctx: Ctx = { svg, cam, light, glass: makeGlass(svg, WHITE, BLACK, 0, 0), px, lampColour: hex("#fff1da") };

  // Seamless paper sweep: wall tone above the (invisible) curve, floor tone below.
  const sweep = project(cam, add(target, scale(fwd, rng.range(1.5, 3))));
  const sy = sweep ? Math.min(H * 0.8, Math.max(-H * 0.2, sweep[1])) : 0;
  const wallLit = shade(ctx, wallC, [0, 0, -1], target);
  const floorLit = shade(ctx, floorC, [0, 1, 0], target);
  const stops: Stop[] = [
    [0, css(mul(wallLit, 0.86))],
    [Math.max(0.01, (sy - H * 0.18) / H), css(wallLit)],
    [Math.max(0.02, (sy + H * 0.1) / H), css(mix(wallLit, floorLit, 0.7))],
    [1, css(mul(floorLit, 0.9))],
  ];
  svg.add(`<rect width="${W}" height="${H}" fill="${svg.linear(stops, 0, 0, 0, H, true)}"/>`);
  const pool = svg.radial(
    [
      [0, "#fff", darkSet ? 0.12 : 0.22],
      [1, "#fff", 0],
    ],
    0.5,
    0.5,
    0.5
  );
  svg.add(
    `<ellipse cx="${num(W * 0.5)}" cy="${num(H * 0.45)}" rx="${num(W * 0.5)}" ry="${num(H * 0.45)}" fill="${pool}"/>`
  );

  const items: Item[] = solids.map((s) => solidItem(ctx, s, solids));
  for (const v of vessels) items.push(vesselItem(ctx, v));
  const floorItems = items.filter((it) => it.min[1] < 0.01);
  addShadowGroup(ctx, shadowPolys(ctx, items, 0, light.dir), darkSet ? 0.45 : 0.3, 9);
  addShadowGroup(
    ctx,
    shadowPolys(ctx, floorItems, 0, norm(add([0, 1, 0], scale(light.dir, 0.15)))),
    darkSet ? 0.5 : 0.35,
    2.5
  );
  drawItems(ctx, items);
  if (kind === "lamp") {
    const top = project(cam, [0, bmax[1] - 0.1, 0]);
    if (top) {
      const g = svg.radial(
        [
          [0, "#fff2d8", 0.35],
          [1, "#fff2d8", 0],
        ],
        0.5,
        0.5,
        0.5
      );
      svg.add(`<circle cx="${num(top[0])}" cy="${num(top[1])}" r="${num(W * 0.25)}" fill="${g}"/>`);
    }
  }
  drawVignette(ctx, darkSet ? 0.35 : 0.18);
}

// ------------------------------------------------------------------------------ studio

function greyCtx(svg: SvgDoc, cam: Camera, dir: Vec3, exposure: number): Ctx {
  return {
    svg,
    cam,
    light: {
      dir,
      sun: [0.66, 0.65, 0.63],
      ambient: [0.55, 0.555, 0.56],
      exposure,
      bounce: 0.6,
      haze: hex("#d6d7d8"),
      hazeDist: 0,
    },
    glass: makeGlass(svg, hex("#c9ccce"), hex("#2b2e31"), 0, 0.2),
    px: svg.width / 1600,
    lampColour: hex("#f4f1ea"),
  };
}

/** Pinned drawings: white sheets with fine plan-like linework on a wall plane. */
function drawPinnedSheets(ctx: Ctx, rng: Rng, wallZ: number, x0: number, x1: number, y0: number): void {
  let sx = x0 + rng.range(0, 0.3);
  while (sx < x1) {
    const w = rng.range(0.42, 0.84);
    const h = w * rng.range(0.7, 1.4);
    const sy = y0 + rng.range(0, 0.35);
    const paper = projectPoly(ctx.cam, planeRect(2, wallZ - 0.002, sx, sx + w, sy, sy + h));
    if (paper.length > 2) {
      ctx.svg.add(polygon(paper, `fill="${css(shade(ctx, hex("#fbfaf7"), [0, 0, -1], [sx, sy, wallZ]))}"`));
      const segs: [Vec3, Vec3][] = [];
      const m = w * 0.1;
      const p = (u: number, v: number): Vec3 => [u, v, wallZ - 0.003];
      for (let k = rng.int(3, 6); k > 0; k--) {
        const a = rng.range(sx + m, sx + w - m * 2);
        const b = rng.range(a + m * 0.5, sx + w - m);
        const c = rng.range(sy + m, sy + h - m * 2);
        const e = rng.range(c + m * 0.5, sy + h - m);
        segs.push([p(a, c), p(b, c)], [p(b, c), p(b, e)], [p(b, e), p(a, e)], [p(a, e), p(a, c)]);
      }
      for (let k = rng.int(2, 5); k > 0; k--) {
        const v = rng.range(sy + m, sy + h - m);
        segs.push([p(sx + m, v), p(sx + w - m, v)]);
      }
      ctx.svg.add(
        `<path d="${segmentsPath(ctx.cam, segs)}" stroke="#2f2f2f" stroke-opacity="0.7" stroke-width="${num(
          0.9 * ctx.px
        )}" fill="none"/>`
      );
    }
    sx += w + rng.range(0.08, 0.3);
  }
}

/** Model-making table: a white card model on its base board, tools around, drawings behind. */
function drawModelTable(svg: SvgDoc, rng: Rng): void {
  const W = svg.width;
  const H = svg.height;
  const TW = rng.range(2.2, 3);
  const TD = rng.range(1.0, 1.25);
  const tz0 = 0;
  const top = rng.range(0.86, 0.92);
  const wallZ = TD + rng.range(0.15, 0.5);

  const tableMat: Material = { color: vary(rng, hex(rng.pick(["#d8d0c0", "#e6e4df", "#6a6c6a", "#cfc6b5"])), 0.03) };
  const legMat: Material = { color: hex("#3a3a3a") };
  const solids: Solid[] = [box(-TW / 2, top - 0.04, tz0, TW / 2, top, tz0 + TD, tableMat)];
  for (const x of [-TW / 2 + 0.15, TW / 2 - 0.2])
    solids.push(box(x, 0, tz0 + 0.1, x + 0.05, top - 0.04, tz0 + TD - 0.1, legMat));

  // The model on its base board: either an urban massing study or a 1:100 building.
  const card: Material = { color: hex(rng.pick(["#f2f1ed", "#efece6"])) };
  const acetate: Material = { color: hex("#aeb4b7") };
  const bw = rng.range(0.6, 0.85);
  const bd = rng.range(0.45, 0.6);
  const bx = rng.range(-0.45, 0.05);
  const bz = rng.range(0.15, TD - bd - 0.1);
  const boardY = top + 0.012;
  solids.push(
    box(bx, top, bz, bx + bw, boardY, bz + bd, { color: hex(rng.pick(["#8f8e8a", "#b7ab94", "#dcdad4", "#545452"])) })
  );
  if (rng.chance(0.5)) {
    const nx = rng.int(3, 5);
    const nz = rng.int(2, 4);
    const gx = (bw - 0.06) / nx;
    const gz = (bd - 0.06) / nz;
    for (let i = 0; i < nx; i++) {
      for (let j = 0; j < nz; j++) {
        if (rng.chance(0.2)) continue;
        const h = rng.chance(0.15) ? rng.range(0.15, 0.3) : rng.range(0.03, 0.12);
        const x0 = bx + 0.03 + i * gx + 0.012;
        const z0 = bz + 0.03 + j * gz + 0.012;
        solids.push(box(x0, boardY, z0, x0 + gx - 0.024, boardY + h, z0 + gz - 0.024, card));
      }
    }
  } else {
    const b = rng.pick([pavilion, cantilever, slabBlock, monolith])(rng, pickArchMats(rng));
    const { min, max } = boundsOf(b.solids);
    const k = Math.min((bw - 0.08) / (max[0] - min[0]), (bd - 0.08) / (max[2] - min[2]));
    const ox = bx + bw / 2 - ((min[0] + max[0]) / 2) * k;
    const oz = bz + bd / 2 - ((min[2] + max[2]) / 2) * k;
    for (const s of b.solids) {
      solids.push(
        transformSolid(
          s,
          (p) => [ox + p[0] * k, boardY + (p[1] - min[1]) * k, oz + p[2] * k],
          s.mat.glass ? acetate : card
        )
      );
    }
  }
  // Tools: cutting mat with a steel rule, pencils, a stack of sheets, a cup.
  const matX = bx + bw + rng.range(0.08, 0.2);
  if (matX + 0.6 < TW / 2) {
    solids.push(
      box(matX, top, 0.1, matX + 0.6, top + 0.004, 0.55, {
        color: hex("#474a48"),
        joints: { u: 0.05, v: 0, alpha: 0.3 },
      })
    );
    solids.push(box(matX + 0.05, top + 0.004, 0.2, matX + 0.55, top + 0.007, 0.23, { color: hex("#c7c9ca") }));
  }
  solids.push(
    box(-TW / 2 + 0.12, top, 0.12, -TW / 2 + 0.54, top + rng.range(0.01, 0.04), 0.42, { color: hex("#f4f3ef") })
  );
  for (let i = 0; i < 3; i++) {
    const z = 0.06 + i * 0.03;
    const x = rng.range(bx, bx + bw - 0.2);
    solids.push(
      box(x, top, z, x + rng.range(0.14, 0.18), top + 0.008, z + 0.008, {
        color: hex(rng.pick(["#2d2d2d", "#8a8a86", "#c9c6be"])),
      })
    );
  }
  const cupX = rng.chance(0.5) ? bx - 0.2 : Math.min(TW / 2 - 0.15, bx + bw + 0.15);
  solids.push(cyl(cupX, rng.range(0.1, 0.35), 0.042, top, top + 0.095, { color: hex("#efeeea") }, 20));

  // Standing at the table, looking across the model; the lens shift keeps it mid-frame.
  const centre: Vec3 = [bx + bw / 2, top, bz + bd / 2];
  const yaw = rng.range(-0.5, 0.5);
  const fwd = forwardOf(yaw);
  const eye = top + rng.range(0.35, 0.7);
  const focal = focalFor(W, rng.range(40, 52));
  const dist = (focal * bw) / (W * rng.range(0.42, 0.58));
  const pos: Vec3 = [centre[0] - fwd[0] * dist, eye, centre[2] - fwd[2] * dist];
  const probe = camera(pos, yaw, focal, W / 2, 0);
  const c = toCam(probe, centre);
  const cam = camera(
    pos,
    yaw,
    focal,
    W / 2 - (focal * c[0]) / c[2] + W * rng.range(-0.06, 0.06),
    H * rng.range(0.56, 0.64) + (focal * c[1]) / c[2]
  );
  const dir = norm([rng.chance(0.5) ? -0.7 : 0.7, rng.range(0.7, 1.1), rng.range(-0.6, 0.1)]);
  const ctx = greyCtx(svg, cam, dir, 1.2);

  const wallC = vary(rng, hex(rng.pick(["#e2e1dd", "#d8d6d1", "#e8e6e1"])), 0.02);
  const floorC = hex("#9b9892");
  for (const [poly, n, col] of [
    [planeRect(2, wallZ, -8, 8, 0, 4), [0, 0, -1], wallC],
    [planeRect(1, 0, -8, 8, -6, wallZ), [0, 1, 0], floorC],
  ] as [Vec3[], Vec3, RGB][]) {
    const pts = projectPoly(cam, poly);
    if (pts.length > 2) svg.add(polygon(pts, `fill="${css(shade(ctx, col, n, centroid(poly)))}"`));
  }
  drawPinnedSheets(ctx, rng, wallZ, -TW / 2 - 0.5, TW / 2 + 0.5, top + 0.3);

  const items = solids.map((s) => solidItem(ctx, s, solids));
  addShadowGroup(ctx, shadowPolys(ctx, items.slice(0, 3), 0, dir), shadowAlpha(ctx.light, [0, 1, 0]), 4);
  drawItems(ctx, items);
  if (rng.chance(0.6)) {
    // Desk lamp arm reaching in from one side.
    const side = rng.chance(0.5) ? -1 : 1;
    const base: Vec3 = [centre[0] + side * (bw / 2 + 0.35), top, TD - 0.2];
    const elbow: Vec3 = [base[0] + side * 0.1, top + 0.5, TD - 0.35];
    const head: Vec3 = [centre[0] + side * bw * 0.2, top + 0.48, centre[2] + 0.05];
    const d = segmentsPath(cam, [
      [base, elbow],
      [elbow, head],
    ]);
    svg.add(`<path d="${d}" stroke="#2b2b2b" stroke-width="${num(pixelsAt(ctx, elbow, 0.012, 1.5, 6))}" fill="none"/>`);
    drawItems(ctx, [
      solidItem(ctx, cyl(head[0], head[2], 0.08, head[1] - 0.1, head[1], { color: hex("#2b2b2b") }, 16, 0.035)),
      solidItem(ctx, cyl(base[0], base[2], 0.08, top, top + 0.02, { color: hex("#2b2b2b") }, 16)),
    ]);
  }
  drawVignette(ctx, 0.3);
}

/** Close crop of a façade: fins and slabs in raking sun, shot from across the street. */
function drawFacadeDetail(svg: SvgDoc, rng: Rng): void {
  const W = svg.width;
  const H = svg.height;
  const cols = rng.int(4, 6);
  const rows = rng.int(3, 5);
  const cw = rng.range(2.2, 3.4);
  const rh = rng.range(3.1, 3.8);
  const FW = cols * cw;
  const y0 = 3;
  const topY = y0 + rows * rh;
  const style = rng.pick(["fins", "slabs", "grid"] as const);
  const finD = rng.range(0.5, 1.2);
  const finT = rng.range(0.18, 0.32);
  const concrete: Material = { color: vary(rng, hex(rng.pick(["#c4c2bd", "#d4d2cd", "#b3b0aa", "#e2e0dc"])), 0.02) };
  const yaw = (rng.chance(0.5) ? 1 : -1) * rng.range(18, 38) * DEG;
  // A pale, neutral sky: the studio pictures stay close to greyscale.
  const sky: SkyLook = {
    ...SKY_LOOKS.overcast,
    name: "overcast",
    elev: 40,
    zenith: vary(rng, hex("#9ea8b1"), 0.05),
    mid: hex("#c4c9cd"),
    horizon: hex("#dcdedf"),
  };
  // Windows are cells cut into the wall face, so fin shadows fall across wall and glass alike.
  const pier = (style === "slabs" ? 0.1 : 0.3) + finT;
  const bands: Band[] = [];
  for (let j = 0; j < rows; j++)
    bands.push({ y0: y0 + j * rh + 0.9, y1: y0 + (j + 1) * rh - 0.35, inset: 0.4, period: cw, pier });
  const wall: Material = { ...concrete, bands, mullion: cw / 2, frame: hex("#303234"), plainGlass: rng.chance(0.5) };
  const solids: Solid[] = [box(-0.4, 0, 0, FW + 0.4, topY + 0.8, 12, wall)];
  const slabT = rng.range(0.2, 0.35);
  if (style !== "fins") {
    for (let j = 0; j <= rows; j++) {
      const y = y0 + j * rh - slabT / 2;
      solids.push(box(-0.4, y, -finD, FW + 0.4, y + slabT, j === rows ? 0 : -0.03, concrete));
    }
  }
  if (style !== "slabs") {
    for (let i = 0; i <= cols; i++) {
      const x = i * cw - finT / 2;
      if (style === "fins") solids.push(box(x, y0 - 1, -finD, x + finT, topY + 0.8, -0.03, concrete));
      else {
        for (let j = 0; j < rows; j++)
          solids.push(
            box(x, y0 + j * rh + slabT / 2, -finD * 0.95, x + finT, y0 + (j + 1) * rh - slabT / 2, -0.03, concrete)
          );
      }
    }
  }
  // Aimed near the roofline so some sky is in shot; the lens shift keeps verticals true.
  const focal = focalFor(W, rng.range(30, 42));
  const dist = rng.range(17, 26);
  const fwd = forwardOf(yaw);
  const aimX = FW * rng.pick([0.2, 0.5, 0.85]);
  // Shot from a window across the street, roughly level with the upper floors.
  const aimY = topY - rh * rng.range(0.6, 2);
  const pos: Vec3 = [aimX - fwd[0] * dist, aimY - rng.range(1, 5), -fwd[2] * dist];
  const probe = camera(pos, yaw, focal, W / 2, 0);
  const c = toCam(probe, [aimX, aimY, 0]);
  const cam = camera(pos, yaw, focal, W / 2 - (focal * c[0]) / c[2], H * rng.range(0.5, 0.62) + (focal * c[1]) / c[2]);
  // Raking sun across the façade so every fin and slab throws a long shadow.
  const rake = (rng.chance(0.5) ? 1 : -1) * rng.range(50, 72) * DEG;
  const el = rng.range(25, 50) * DEG;
  const dir: Vec3 = [Math.sin(rake) * Math.cos(el), Math.sin(el), -Math.cos(rake) * Math.cos(el)];
  const ctx = greyCtx(svg, cam, dir, 1.25);

  drawSky(ctx, sky);
  // From up high the horizon can enter the frame: a hazy city beyond, street far below.
  ctx.light.hazeDist = 600;
  drawHorizonBand(ctx, sky, rng, "city");
  drawGround(ctx, sky, hex("#8c8b88"), rng, false);
  ctx.light.hazeDist = 0;
  const items = solids.map((s) => solidItem(ctx, s, solids));
  drawItems(ctx, items);
  drawVignette(ctx, 0.3);
}

function drawStudio(svg: SvgDoc, rng: Rng): void {
  if (rng.chance(0.55)) drawModelTable(svg, rng);
  else drawFacadeDetail(svg, rng);
}

// ------------------------------------------------------------------------------ public API

const KIND_SALT: Record<SceneKind, number> = { architecture: 101, interior: 202, object: 303, studio: 404 };

/** A photograph-like composition; same seed gives the same picture. */
export function drawScene(kind: SceneKind, seed: number, width: number, height: number): string {
  const w = Math.max(16, Math.round(width));
  const h = Math.max(16, Math.round(height));
  const svg = new SvgDoc(w, h);
  const rng = new Rng(Math.floor(seed) * 7919 + KIND_SALT[kind]);
  switch (kind) {
    case "architecture":
      drawArchitecture(svg, rng);
      break;
    case "interior":
      drawInterior(svg, rng);
      break;
    case "object":
      drawObject(svg, rng);
      break;
    default:
      drawStudio(svg, rng);
  }
  return svg.toString();
}

function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" }[c] ?? c)
  );
}

/** A geometric mark drawn inside the square (x, y, size). */
function logoMark(rng: Rng, design: number, x: number, y: number, s: number, ink: string): string {
  const sw = num(Math.max(2, s * rng.range(0.035, 0.06)));
  const stroke = `fill="none" stroke="${ink}" stroke-width="${sw}"`;
  const cx = x + s / 2;
  const cy = y + s / 2;
  const r = s / 2;
  switch (design % 9) {
    case 0: // circle with a filled half
      return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r - 2)}" ${stroke}/><path d="M${num(cx)} ${num(
        y + 2
      )}A${num(r - 2)} ${num(r - 2)} 0 0 1 ${num(cx)} ${num(y + s - 2)}Z" fill="${ink}"/>`;
    case 1: // square framing a circle
      return `<rect x="${num(x + 2)}" y="${num(y + 2)}" width="${num(s - 4)}" height="${num(
        s - 4
      )}" ${stroke}/><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.55)}" fill="${ink}"/>`;
    case 2: // triangle over a rule
      return `<path d="M${num(x + 4)} ${num(y + s * 0.82)}L${num(cx)} ${num(y + 4)}L${num(x + s - 4)} ${num(
        y + s * 0.82
      )}Z" ${stroke}/><rect x="${num(x)}" y="${num(y + s * 0.9)}" width="${num(s)}" height="${sw}" fill="${ink}"/>`;
    case 3: {
      // three bars like a skyline
      const bw = s / 5;
      const hs = [rng.range(0.4, 0.7), 1, rng.range(0.55, 0.85)];
      return hs
        .map(
          (h, i) =>
            `<rect x="${num(x + bw * (i * 2))}" y="${num(y + s * (1 - h))}" width="${num(bw)}" height="${num(
              s * h
            )}" fill="${ink}"/>`
        )
        .join("");
    }
    case 4: {
      // concentric arcs on a base line, centred in the box
      const base = y + s * 0.78;
      const arcs = [1, 0.7, 0.4].map(
        (k) =>
          `<path d="M${num(x + (s * (1 - k)) / 2)} ${num(base)}A${num(r * k)} ${num(r * k)} 0 0 1 ${num(
            x + s - (s * (1 - k)) / 2
          )} ${num(base)}" ${stroke}/>`
      );
      return arcs.join("") + `<rect x="${num(x)}" y="${num(base)}" width="${num(s)}" height="${sw}" fill="${ink}"/>`;
    }
    case 5: {
      // four squares, one filled
      const g = s * 0.08;
      const q = (s - g) / 2;
      const filled = rng.int(0, 3);
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${num(x + (i % 2) * (q + g))}" y="${num(y + Math.floor(i / 2) * (q + g))}" width="${num(
              q
            )}" height="${num(q)}" ${i === filled ? `fill="${ink}"` : stroke}/>`
        )
        .join("");
    }
    case 6: // circle overlapping a square
      return `<rect x="${num(x)}" y="${num(y + s * 0.3)}" width="${num(s * 0.62)}" height="${num(
        s * 0.62
      )}" fill="${ink}"/><circle cx="${num(x + s * 0.62)}" cy="${num(y + s * 0.38)}" r="${num(s * 0.34)}" ${stroke}/>`;
    case 7: // square cut by a diagonal
      return `<rect x="${num(x + 2)}" y="${num(y + 2)}" width="${num(s - 4)}" height="${num(
        s - 4
      )}" ${stroke}/><path d="M${num(x + 2)} ${num(y + s - 2)}L${num(x + s - 2)} ${num(y + 2)}L${num(x + s - 2)} ${num(
        y + s - 2
      )}Z" fill="${ink}"/>`;
    default: // a paper plane fold: two triangles
      return `<path d="M${num(x)} ${num(y + s * 0.55)}L${num(x + s)} ${num(y + s * 0.1)}L${num(x + s * 0.45)} ${num(
        y + s * 0.9
      )}Z" ${stroke}/><path d="M${num(x + s * 0.45)} ${num(y + s * 0.9)}L${num(x + s)} ${num(y + s * 0.1)}L${num(
        x + s * 0.5
      )} ${num(y + s * 0.62)}Z" fill="${ink}"/>`;
  }
}

/** A studio client/partner logo mark with its name, on a transparent background, 500x200. */
export function drawLogo(name: string, seed: number): string {
  const W = 500;
  const H = 200;
  const ink = "#111";
  const rng = new Rng((Math.floor(seed) ^ hashString(name)) >>> 0);
  // Consecutive seeds step through the marks (4 is coprime with 9): no repeats within nine logos.
  const design = Math.abs(Math.floor(seed)) * 4;
  const label = (name.trim() || "Studio").toUpperCase();
  const weight = rng.pick(["700", "400", "600", "300"]);
  const spacing = rng.range(0.16, 0.34); // em
  // Split long names over two lines at the space nearest the middle.
  let lines = [label];
  if (label.length > 14 && label.includes(" ")) {
    const mid = label.length / 2;
    let best = -1;
    for (let i = 0; i < label.length; i++)
      if (label[i] === " " && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
    lines = [label.slice(0, best), label.slice(best + 1)];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  // DejaVu Sans capitals average ~0.72em wide; letter spacing adds per character.
  const emWidth = (n: number): number => n * (0.72 + spacing);
  const stacked = rng.chance(0.3);
  let mark: string;
  let text: string;
  if (stacked) {
    const s = 78;
    mark = logoMark(rng, design, (W - s) / 2, 18, s, ink);
    const fs = Math.min(30, 440 / emWidth(longest), lines.length > 1 ? 20 : 30);
    const y = 18 + s + 16 + fs * 0.8;
    text = lines
      .map(
        (l, i) =>
          `<text x="${W / 2 + (fs * spacing) / 2}" y="${num(
            y + i * fs * 1.25
          )}" text-anchor="middle" font-family="${FONT}" font-size="${num(
            fs
          )}" font-weight="${weight}" letter-spacing="${num(fs * spacing)}" fill="${ink}">${escapeXml(l)}</text>`
      )
      .join("");
  } else {
    const s = rng.range(92, 120);
    mark = logoMark(rng, design, 28, (H - s) / 2, s, ink);
    const x = 28 + s + 28;
    const fs = Math.min(38, (W - x - 20) / emWidth(longest));
    const total = fs * (1 + (lines.length - 1) * 1.25);
    const y0 = H / 2 - total / 2 + fs * 0.78;
    text = lines
      .map(
        (l, i) =>
          `<text x="${num(x)}" y="${num(y0 + i * fs * 1.25)}" font-family="${FONT}" font-size="${num(
            fs
          )}" font-weight="${weight}" letter-spacing="${num(fs * spacing)}" fill="${ink}">${escapeXml(l)}</text>`
      )
      .join("");
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${mark}${text}</svg>`;
}
