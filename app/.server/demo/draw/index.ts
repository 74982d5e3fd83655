// The demo's pictures: a kind and a seed in, an SVG string out (the same seed, the same picture).
import { drawArchitecture, drawPlan } from "./architecture";
import { Rng, Svg } from "./kit";
import { drawObject } from "./objects";
import { drawInterior, drawStudio } from "./rooms";

export { drawLogo } from "./logos";

export type SceneKind = "architecture" | "plan" | "interior" | "object" | "studio";

const DRAW: Record<SceneKind, (svg: Svg, rng: Rng, seed: number) => void> = {
  architecture: drawArchitecture,
  plan: (svg, rng) => drawPlan(svg, rng),
  // Consecutive seeds (one project's views) go round the kinds of room.
  interior: (svg, rng, seed) => drawInterior(svg, rng, (seed % 3) as 0 | 1 | 2),
  object: drawObject,
  studio: drawStudio,
};
// Each kind draws from its own stream, so scene 3 of one kind is unrelated to scene 3 of another.
const SALT: Record<SceneKind, number> = { architecture: 101, plan: 151, interior: 202, object: 303, studio: 404 };

/** A photograph-like picture of the given size, cropped from the 3:2 frame it is drawn in. */
export function drawScene(kind: SceneKind, seed: number, width: number, height: number): string {
  const svg = new Svg();
  DRAW[kind](svg, new Rng(seed * 7919 + SALT[kind]), seed);
  return svg.toString(width, height);
}
