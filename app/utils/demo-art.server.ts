// Pictures for the demo content, drawn as SVG so the repository carries no binary media.
export type SceneKind = "architecture" | "interior" | "object" | "studio";

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIES = [
  ["#c9d6df", "#f2efe9"],
  ["#f3c9a8", "#fbeee0"],
  ["#8fa3b8", "#dfe5ea"],
  ["#d5d5d2", "#f4f4f2"],
  ["#405a78", "#e8b48a"],
];

export function drawScene(kind: SceneKind, seed: number, width: number, height: number): string {
  const rand = mulberry32(seed * 7919 + kind.length);
  const body =
    kind === "architecture" ? building(rand, width, height) :
    kind === "interior" ? room(rand, width, height) :
    kind === "object" ? product(rand, width, height) : workshop(rand, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function building(rand: () => number, w: number, h: number): string {
  const [top, bottom] = SKIES[Math.floor(rand() * SKIES.length)];
  const horizon = h * (0.62 + rand() * 0.12);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b4a9"/><stop offset="1" stop-color="#8d887e"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#ground)"/>`,
  ];
  const volumes = 2 + Math.floor(rand() * 3);
  let x = w * (0.08 + rand() * 0.1);
  for (let i = 0; i < volumes; i++) {
    const vw = w * (0.18 + rand() * 0.22);
    const vh = h * (0.16 + rand() * 0.28);
    const y = horizon - vh - (i % 2 === 1 ? h * 0.1 * rand() : 0);
    const tone = 225 + Math.floor(rand() * 25);
    const depth = vw * 0.18;
    parts.push(`<polygon points="${x + vw},${y} ${x + vw + depth},${y - depth * 0.35} ${x + vw + depth},${y + vh - depth * 0.35} ${x + vw},${y + vh}" fill="rgb(${tone - 70},${tone - 72},${tone - 78})"/>`);
    parts.push(`<rect x="${x}" y="${y}" width="${vw}" height="${vh}" fill="rgb(${tone},${tone - 2},${tone - 8})"/>`);
    const bands = 1 + Math.floor(rand() * 3);
    for (let b = 0; b < bands; b++) {
      const by = y + vh * ((b + 0.3) / (bands + 0.2));
      parts.push(`<rect x="${x + vw * 0.06}" y="${by}" width="${vw * 0.88}" height="${vh * 0.16}" fill="#2b3138" opacity="0.85"/>`);
      const mullions = 3 + Math.floor(rand() * 6);
      for (let m = 1; m < mullions; m++) {
        parts.push(`<rect x="${x + vw * 0.06 + (vw * 0.88 * m) / mullions}" y="${by}" width="2" height="${vh * 0.16}" fill="#9aa0a6"/>`);
      }
    }
    parts.push(`<polygon points="${x + vw + depth},${horizon - depth * 0.35} ${x + vw + depth * 4},${horizon + h * 0.05} ${x + vw * 0.9},${horizon + h * 0.05} ${x + vw},${horizon}" fill="#000" opacity="0.18"/>`);
    x += vw + depth + w * (0.02 + rand() * 0.06);
    if (x > w * 0.85) break;
  }
  for (let t = 0; t < 3 + Math.floor(rand() * 4); t++) {
    const tx = rand() * w;
    const tr = h * (0.03 + rand() * 0.05);
    parts.push(`<rect x="${tx - 3}" y="${horizon - tr}" width="6" height="${tr * 1.2}" fill="#4a4438"/><circle cx="${tx}" cy="${horizon - tr * 1.6}" r="${tr}" fill="#5d6b52" opacity="0.9"/>`);
  }
  return parts.join("");
}

function room(rand: () => number, w: number, h: number): string {
  const wall = ["#ece6dc", "#e4e1da", "#d9d3c7", "#efeae3"][Math.floor(rand() * 4)];
  const floor = ["#b48a5e", "#a88f73", "#cfc6b6", "#8c7a66"][Math.floor(rand() * 4)];
  const floorY = h * (0.66 + rand() * 0.08);
  const winX = w * (0.1 + rand() * 0.4);
  const winW = w * (0.22 + rand() * 0.18);
  const parts = [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#c8c1b5"/></linearGradient></defs>`,
    `<rect width="${w}" height="${floorY}" fill="url(#wall)"/>`,
    `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${floor}"/>`,
    `<rect x="${winX}" y="${h * 0.12}" width="${winW}" height="${floorY - h * 0.18}" fill="#dfe8ee"/>`,
    `<rect x="${winX + winW / 2 - 3}" y="${h * 0.12}" width="6" height="${floorY - h * 0.18}" fill="#2d2d2d"/>`,
    `<polygon points="${winX},${floorY} ${winX + winW},${floorY} ${winX + winW * 1.6},${h} ${winX + winW * 0.4},${h}" fill="#fff8e6" opacity="0.35"/>`,
  ];
  const sofaX = w * (0.5 + rand() * 0.2);
  const sofaW = w * (0.25 + rand() * 0.1);
  const fabric = ["#d8d2c4", "#6e6a60", "#b9a58a", "#3f4a4c"][Math.floor(rand() * 4)];
  parts.push(`<rect x="${sofaX}" y="${floorY - h * 0.16}" width="${sofaW}" height="${h * 0.08}" rx="10" fill="${fabric}"/>`);
  parts.push(`<rect x="${sofaX - 10}" y="${floorY - h * 0.1}" width="${sofaW + 20}" height="${h * 0.09}" rx="10" fill="${fabric}"/>`);
  parts.push(`<ellipse cx="${sofaX + sofaW / 2}" cy="${floorY + h * 0.02}" rx="${sofaW * 0.6}" ry="${h * 0.02}" fill="#000" opacity="0.15"/>`);
  const tableX = sofaX - w * 0.18;
  parts.push(`<rect x="${tableX}" y="${floorY - h * 0.06}" width="${w * 0.12}" height="${h * 0.015}" fill="#2a2420"/><rect x="${tableX + w * 0.055}" y="${floorY - h * 0.05}" width="8" height="${h * 0.05}" fill="#2a2420"/>`);
  const lampX = tableX + w * 0.06;
  parts.push(`<line x1="${lampX}" y1="0" x2="${lampX}" y2="${h * 0.3}" stroke="#222" stroke-width="2"/><path d="M${lampX - 50},${h * 0.36} Q${lampX},${h * 0.26} ${lampX + 50},${h * 0.36} Z" fill="#1c1c1c"/>`);
  return parts.join("");
}

function product(rand: () => number, w: number, h: number): string {
  const backdrop = ["#e9e6e1", "#d6d9db", "#efe9df", "#cfcac2"][Math.floor(rand() * 4)];
  const material = ["#8a6a4a", "#b08d57", "#2e2e2e", "#c9c2b5", "#6f7a70"][Math.floor(rand() * 5)];
  const cx = w * (0.4 + rand() * 0.2);
  const base = h * 0.78;
  const parts = [
    `<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<ellipse cx="${cx}" cy="${base}" rx="${w * 0.16}" ry="${h * 0.025}" fill="#000" opacity="0.18"/>`,
  ];
  const shape = Math.floor(rand() * 3);
  if (shape === 0) {
    const s = h * 0.22;
    parts.push(`<rect x="${cx - s * 0.6}" y="${base - s * 1.05}" width="${s * 1.2}" height="${s * 0.12}" fill="${material}"/>`);
    parts.push(`<rect x="${cx - s * 0.6}" y="${base - s * 2.1}" width="${s * 0.12}" height="${s * 2.1}" fill="${material}"/>`);
    parts.push(`<rect x="${cx + s * 0.48}" y="${base - s * 1}" width="${s * 0.1}" height="${s}" fill="${material}"/>`);
    parts.push(`<rect x="${cx - s * 0.5}" y="${base - s}" width="${s * 0.1}" height="${s}" fill="${material}" opacity="0.85"/>`);
  } else if (shape === 1) {
    const r = h * (0.1 + rand() * 0.06);
    parts.push(`<path d="M${cx - r * 0.5},${base} C${cx - r * 1.6},${base - r * 1.5} ${cx - r * 0.4},${base - r * 2.6} ${cx - r * 0.35},${base - r * 3.2} L${cx + r * 0.35},${base - r * 3.2} C${cx + r * 0.4},${base - r * 2.6} ${cx + r * 1.6},${base - r * 1.5} ${cx + r * 0.5},${base} Z" fill="${material}"/>`);
  } else {
    const arcR = h * 0.4;
    parts.push(`<path d="M${cx},${base} L${cx},${base - arcR} Q${cx},${base - arcR * 1.4} ${cx + arcR * 0.7},${base - arcR * 1.2}" stroke="${material}" stroke-width="10" fill="none"/>`);
    parts.push(`<path d="M${cx + arcR * 0.5},${base - arcR * 1.05} L${cx + arcR * 0.95},${base - arcR * 1.05} L${cx + arcR * 0.82},${base - arcR * 1.3} L${cx + arcR * 0.63},${base - arcR * 1.3} Z" fill="#efe8dc"/>`);
    parts.push(`<rect x="${cx - 50}" y="${base - 24}" width="100" height="24" fill="#d9d4cc"/>`);
  }
  return parts.join("");
}

function workshop(rand: () => number, w: number, h: number): string {
  const parts = [`<rect width="${w}" height="${h}" fill="#d8d6d2"/>`, `<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="#a7a29a"/>`];
  for (let i = 0; i < 7; i++) {
    const bw = w * (0.05 + rand() * 0.08);
    const bh = h * (0.05 + rand() * 0.2);
    const bx = w * (0.1 + rand() * 0.75);
    const tone = 200 + Math.floor(rand() * 50);
    parts.push(`<rect x="${bx}" y="${h * 0.62 - bh}" width="${bw}" height="${bh}" fill="rgb(${tone},${tone},${tone - 5})"/>`);
    parts.push(`<rect x="${bx + bw}" y="${h * 0.62 - bh + 8}" width="${bw * 0.2}" height="${bh - 8}" fill="#000" opacity="0.12"/>`);
  }
  parts.push(`<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.3}" fill="#f0f0ee"/>`);
  for (let g = 1; g < 6; g++) {
    parts.push(`<line x1="${w * 0.08}" y1="${h * 0.1 + (h * 0.3 * g) / 6}" x2="${w * 0.38}" y2="${h * 0.1 + (h * 0.3 * g) / 6}" stroke="#c5c5c2" stroke-width="1"/>`);
  }
  return parts.join("");
}

export function drawLogo(name: string, seed: number): string {
  const rand = mulberry32(seed * 104729);
  const shape = Math.floor(rand() * 3);
  const mark =
    shape === 0 ? `<circle cx="80" cy="100" r="42" fill="none" stroke="#111" stroke-width="8"/>` :
    shape === 1 ? `<rect x="40" y="60" width="80" height="80" fill="#111"/><rect x="62" y="82" width="36" height="36" fill="#fff"/>` :
    `<polygon points="80,52 126,140 34,140" fill="none" stroke="#111" stroke-width="8"/>`;
  const text = name.toUpperCase().replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="200" viewBox="0 0 500 200">${mark}<text x="150" y="114" font-family="DejaVu Sans, sans-serif" font-size="30" letter-spacing="5" fill="#111">${text}</text></svg>`;
}
