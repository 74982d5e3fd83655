// Partner and client logos for the home page's strip: a geometric mark and a spaced name.
import { num, Rng } from "./kit";

const FONT = "DejaVu Sans, sans-serif";
const [W, H] = [500, 200];

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mark drawn inside the square (x, y, s); the nine designs are told apart by `design`. */
function mark(rng: Rng, design: number, x: number, y: number, s: number, ink: string): string {
  const line = `fill="none" stroke="${ink}" stroke-width="${num(Math.max(2, s * rng.range(0.035, 0.06)))}"`;
  const [cx, cy, r] = [x + s / 2, y + s / 2, s / 2];
  const rect = (rx: number, ry: number, w: number, h: number, paint = `fill="${ink}"`) =>
    `<rect x="${num(rx)}" y="${num(ry)}" width="${num(w)}" height="${num(h)}" ${paint}/>`;
  const path = (d: string, paint = `fill="${ink}"`) => `<path d="${d}" ${paint}/>`;
  switch (design % 9) {
    case 0: // a circle with a filled half
      return (
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r - 2)}" ${line}/>` +
        path(`M${num(cx)} ${num(y + 2)}A${num(r - 2)} ${num(r - 2)} 0 0 1 ${num(cx)} ${num(y + s - 2)}Z`)
      );
    case 1: // a square framing a dot
      return (
        rect(x + 2, y + 2, s - 4, s - 4, line) +
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.55)}" fill="${ink}"/>`
      );
    case 2: // a gable over a rule
      return (
        path(
          `M${num(x + 4)} ${num(y + s * 0.82)}L${num(cx)} ${num(y + 4)}L${num(x + s - 4)} ${num(y + s * 0.82)}Z`,
          line,
        ) + rect(x, y + s * 0.9, s, s * 0.05)
      );
    case 3: // three bars like a skyline
      return [rng.range(0.4, 0.7), 1, rng.range(0.55, 0.85)]
        .map((h, i) => rect(x + (s / 5) * i * 2, y + s * (1 - h), s / 5, s * h))
        .join("");
    case 4: // concentric arches on a base line
      return (
        [1, 0.7, 0.4]
          .map((k) =>
            path(
              `M${num(x + (s * (1 - k)) / 2)} ${num(y + s * 0.78)}A${num(r * k)} ${num(r * k)} 0 0 1 ${num(x + s - (s * (1 - k)) / 2)} ${num(y + s * 0.78)}`,
              line,
            ),
          )
          .join("") + rect(x, y + s * 0.78, s, s * 0.05)
      );
    case 5: {
      // four squares, one filled
      const q = (s * 0.92) / 2;
      const filled = rng.int(0, 3);
      return [0, 1, 2, 3]
        .map((i) =>
          rect(x + (i % 2) * s * 0.54, y + Math.floor(i / 2) * s * 0.54, q, q, i === filled ? `fill="${ink}"` : line),
        )
        .join("");
    }
    case 6: // a circle overlapping a square
      return (
        rect(x, y + s * 0.3, s * 0.62, s * 0.62) +
        `<circle cx="${num(x + s * 0.62)}" cy="${num(y + s * 0.38)}" r="${num(s * 0.34)}" ${line}/>`
      );
    case 7: // a square cut by a diagonal
      return (
        rect(x + 2, y + 2, s - 4, s - 4, line) +
        path(`M${num(x + 2)} ${num(y + s - 2)}L${num(x + s - 2)} ${num(y + 2)}L${num(x + s - 2)} ${num(y + s - 2)}Z`)
      );
    default: // a paper plane's fold
      return (
        path(
          `M${num(x)} ${num(y + s * 0.55)}L${num(x + s)} ${num(y + s * 0.1)}L${num(x + s * 0.45)} ${num(y + s * 0.9)}Z`,
          line,
        ) +
        path(
          `M${num(x + s * 0.45)} ${num(y + s * 0.9)}L${num(x + s)} ${num(y + s * 0.1)}L${num(x + s * 0.5)} ${num(y + s * 0.62)}Z`,
        )
      );
  }
}

/** A logo on a transparent 500 x 200 canvas: the mark beside or above the name. */
export function drawLogo(name: string, seed: number): string {
  const ink = "#111";
  const rng = new Rng(seed * 131 + name.length);
  // Consecutive seeds step through the marks (4 is coprime with 9): no repeats within nine logos.
  const design = Math.abs(Math.floor(seed)) * 4;
  const label = (name.trim() || "Studio").toUpperCase();
  const weight = rng.pick(["700", "400", "600", "300"]);
  const spacing = rng.range(0.16, 0.34); // em
  // Long names go on two lines, split at the space nearest the middle.
  const spaces = [...label].flatMap((c, i) => (c === " " ? [i] : []));
  const cut = spaces.sort((a, b) => Math.abs(a - label.length / 2) - Math.abs(b - label.length / 2))[0];
  const lines = label.length > 14 && cut !== undefined ? [label.slice(0, cut), label.slice(cut + 1)] : [label];
  // DejaVu Sans capitals are about 0.72 em wide, plus the letter spacing.
  const em = Math.max(...lines.map((l) => l.length)) * (0.72 + spacing);
  const stacked = rng.chance(0.3);
  const size = stacked ? 78 : rng.range(92, 120);
  const x = stacked ? W / 2 : 28 + size + 28;
  const fs = stacked ? Math.min(30, 440 / em, lines.length > 1 ? 20 : 30) : Math.min(38, (W - x - 20) / em);
  const y0 = stacked ? 18 + size + 16 + fs * 0.8 : H / 2 - (fs * (1 + (lines.length - 1) * 1.25)) / 2 + fs * 0.78;
  const anchor = stacked ? `text-anchor="middle"` : "";
  const text = lines
    .map(
      (l, i) =>
        `<text x="${num(stacked ? x + (fs * spacing) / 2 : x)}" y="${num(y0 + i * fs * 1.25)}" ${anchor} font-family="${FONT}" font-size="${num(fs)}" font-weight="${weight}" letter-spacing="${num(fs * spacing)}" fill="${ink}">${escapeXml(l)}</text>`,
    )
    .join("");
  const drawn = stacked
    ? mark(rng, design, (W - size) / 2, 18, size, ink)
    : mark(rng, design, 28, (H - size) / 2, size, ink);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${drawn}${text}</svg>`;
}
