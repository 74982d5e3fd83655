// The furniture the rooms are set with: sofas, tables, potted plants and pictures on the wall.
import { type Box, box, type Camera, flat, Rng, shade, Svg, type V3 } from "./kit";

/** A sofa of base, back and arms, its back to the wall at z. */
export function sofa(x: number, z: number, w: number, fabric: string): Box[] {
  return [
    box(x - w / 2, 0.1, z - 0.95, x + w / 2, 0.45, z - 0.1, fabric),
    box(x - w / 2, 0.1, z - 0.3, x + w / 2, 0.85, z - 0.05, shade(fabric, 0.95)),
    box(x - w / 2 - 0.2, 0.1, z - 0.95, x - w / 2, 0.65, z - 0.05, shade(fabric, 0.92)),
    box(x + w / 2, 0.1, z - 0.95, x + w / 2 + 0.2, 0.65, z - 0.05, shade(fabric, 0.92)),
  ];
}

/** A table top on four legs. */
export function table(x: number, z: number, w: number, d: number, h: number, top: string, legs: string): Box[] {
  const t = 0.05;
  const leg = (lx: number, lz: number) => box(lx - t, 0, lz - t, lx + t, h - 0.04, lz + t, legs);
  return [
    box(x - w / 2, h - 0.04, z - d / 2, x + w / 2, h, z + d / 2, top),
    leg(x - w / 2 + 0.1, z - d / 2 + 0.1),
    leg(x + w / 2 - 0.1, z - d / 2 + 0.1),
    leg(x - w / 2 + 0.1, z + d / 2 - 0.1),
    leg(x + w / 2 - 0.1, z + d / 2 - 0.1),
  ];
}

/** A potted plant: a pot and leaves drawn as ellipses around its top. */
export function plant(svg: Svg, cam: Camera, rng: Rng, at: V3, boxes: Box[]): () => void {
  boxes.push(
    box(at[0] - 0.18, 0, at[2] - 0.18, at[0] + 0.18, 0.4, at[2] + 0.18, rng.pick(["#b5654a", "#d8d3c9", "#3d3b38"])),
  );
  return () => {
    const [[cx, cy], [, top]] = [flat(cam, [[at[0], 0.4, at[2]]])[0], flat(cam, [[at[0], 1.3, at[2]]])[0]];
    const size = (cy - top) * 0.5;
    for (let i = 0; i < 9; i++) {
      const a = rng.range(-1.3, 1.3);
      svg.add(
        `<ellipse cx="${(cx + Math.sin(a) * size * 0.9).toFixed(1)}" cy="${(cy - Math.cos(a) * size * 1.2).toFixed(1)}" rx="${(size * 0.22).toFixed(1)}" ry="${(size * 0.5).toFixed(1)}" transform="rotate(${((a * 180) / Math.PI).toFixed(0)} ${(cx + Math.sin(a) * size * 0.9).toFixed(1)} ${(cy - Math.cos(a) * size * 1.2).toFixed(1)})" fill="${shade("#4c6b3f", rng.range(0.75, 1.2))}"/>`,
      );
    }
  };
}

/** A framed picture or pinned drawing on the back wall. */
export function wallPicture(
  svg: Svg,
  cam: Camera,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  z: number,
  paper: string,
): void {
  const frame = flat(cam, [
    [x, y, z],
    [x + w, y, z],
    [x + w, y + h, z],
    [x, y + h, z],
  ]);
  svg.poly(frame, paper, `stroke="${rng.pick(["#222", "#8a6d4f", "#f5f5f2"])}" stroke-width="5"`);
  const [[ax, ay], , [bx, by]] = frame;
  const [iw, ih] = [bx - ax, ay - by];
  for (let i = rng.int(2, 4); i > 0; i--) {
    svg.rect(
      ax + iw * rng.range(0.1, 0.6),
      by + ih * rng.range(0.1, 0.6),
      iw * rng.range(0.1, 0.3),
      ih * rng.range(0.1, 0.3),
      rng.pick(["#1d1d1d", "#b0563b", "#c9b27c", "#6b7d86"]),
      `opacity="0.85"`,
    );
  }
}
