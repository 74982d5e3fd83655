// npm run bench:search: project search (app/.server/content/projects/search.ts) measured on the module itself,
// against a real SQLite file of 500 published projects with English texts and Portuguese translations
// (seeded here, in a temporary folder). Prints the index rebuilt from nothing (goal: under 2 s) and
// search queries in both languages as a page runs them, result cards included (goal: p99 under 20 ms),
// next to the baseline of the same run: the name-only LIKE filter the site had before. Asserts nothing.
import fs from "node:fs";
import os from "node:os";

import { ownDataFolder } from "./lib/own-data";

const PROJECTS = 500;
const ROUNDS = 20;
const REBUILDS = 5;

const dir = ownDataFolder("bench-search");
process.env.SITE_LANGUAGES = "en,pt";
process.env.LOG_LEVEL = "warn";

const { db, sqlite, migrateToLatest, closeDatabase } = await import("~/.server/db/db");
const { ensureSearchIndex, rebuildSearchIndex, searchProjects } = await import("~/.server/content/projects/search");

// Words a studio's texts are made of, in each language: a few common ones every project uses, and a long tail
// (made-up words of two or three syllables) drawn unevenly, as words are in real texts.
const EN =
  "house courtyard ceramic tile workshop garden timber stone light kitchen terrace chapel library studio pavilion clay brick shelf lamp chair table staircase window roof river harbour".split(
    " ",
  );
const PT =
  "casa pátio cerâmica azulejo oficina jardim madeira pedra luz cozinha terraço capela biblioteca estúdio pavilhão barro tijolo prateleira candeeiro cadeira mesa escadaria janela telhado rio porto".split(
    " ",
  );
const PLACES = ["Lisbon", "Porto", "Évora", "Coimbra", "Braga", "Faro", "Sintra", "Óbidos"];
const TYPES = ["Architecture", "Interior", "Object"] as const;
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const SYLLABLES = "ba ce di fo gu la me ni po ru sa te vi zo ar en ir or al ec".split(" ");
const TAIL = Array.from(
  { length: 3000 },
  (_, i) =>
    SYLLABLES[i % 20] + SYLLABLES[Math.floor(i / 20) % 20] + (i >= 400 ? SYLLABLES[Math.floor(i / 400) % 20] : ""),
);
const tailWord = () => TAIL[Math.floor(TAIL.length * random() ** 3)];
const sentence = (words: string[], n: number) =>
  Array.from({ length: n }, () => (random() < 0.04 ? pick(words) : tailWord())).join(" ") + ".";

await migrateToLatest(db);
await ensureSearchIndex(db);
sqlite.transaction(() => {
  const asset = sqlite
    .prepare(
      `INSERT INTO assets (path, kind, folder, mime, bytes, width, height, content_hash, alt, variants)
      VALUES ('images/projects/bench', 'image', 'projects', 'image/jpeg', 1, 8, 6, 'bench', '', '[]')`,
    )
    .run().lastInsertRowid;
  const project = sqlite.prepare(`INSERT INTO projects (name, year, location, area, type, photographer, link,
    description_part_1, description_part_2, description_part_3, image_header) VALUES (?, ?, ?, 100, ?, ?, ?, ?, ?, ?, ?)`);
  const translation = sqlite.prepare(
    "INSERT INTO translations (subject, subject_id, lang, field, value) VALUES ('project', ?, 'pt', ?, ?)",
  );
  for (let i = 0; i < PROJECTS; i++) {
    const [a, b] = [Math.floor(random() * EN.length), Math.floor(random() * EN.length)];
    const name = `${EN[a]} ${EN[b]} ${i}`;
    const id = Number(
      project.run(
        name,
        1990 + (i % 35),
        pick(PLACES),
        pick(TYPES),
        "Ana Ávila",
        `bench-${i}`,
        sentence(EN, 40),
        sentence(EN, 60),
        sentence(EN, 30),
        asset,
      ).lastInsertRowid,
    );
    translation.run(id, "name", `${PT[a]} ${PT[b]} ${i}`);
    translation.run(id, "description_part_1", sentence(PT, 40));
    translation.run(id, "description_part_2", sentence(PT, 60));
    translation.run(id, "description_part_3", sentence(PT, 30));
  }
})();

const rebuilds: number[] = [];
for (let i = 0; i < REBUILDS; i++) {
  const started = performance.now();
  await rebuildSearchIndex(db);
  rebuilds.push(performance.now() - started);
}
const rows = sqlite.prepare("SELECT count(*) AS n FROM project_search").get() as { n: number };

const QUERIES: [string, string][] = [
  ["ceramic", "en"],
  ["cer", "en"],
  ["courtyard house", "en"],
  ["evora", "en"],
  ["ana avila", "en"],
  ["st", "en"],
  ["ceramica", "pt"],
  ["azul", "pt"],
  ["patio casa", "pt"],
  ["TERRACO", "pt"],
  ["2004", "pt"],
  ["c", "pt"],
];
async function measure(run: (q: string, lang: string) => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [q, lang] of QUERIES) {
      const started = performance.now();
      await run(q, lang);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)], p99: times[Math.floor(times.length * 0.99)], n: times.length };
}
const like = sqlite.prepare(
  "SELECT id, name, year, link, type, image_header FROM projects WHERE status = 'published' AND private = 0 AND deleted_at IS NULL AND name LIKE ? ESCAPE '\\' ORDER BY id DESC",
);
const baseline = await measure(async (q) => like.all(`%${q}%`));
const search = await measure((q, lang) => searchProjects(q, lang));
const hits = await searchProjects("ceramica", "pt");

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(
  `search over ${PROJECTS} projects in en + pt (${rows.n} index rows), module measured directly (no HTTP, no build):`,
);
console.log(
  `  rebuild from nothing: best ${ms(Math.min(...rebuilds))}, worst ${ms(Math.max(...rebuilds))} of ${REBUILDS} (goal: under 2000 ms)`,
);
console.log(
  `  FTS5 search with cards: p50 ${ms(search.p50)}, p99 ${ms(search.p99)} over ${search.n} queries (goal: p99 under 20 ms)`,
);
console.log(
  `  baseline, the former name LIKE: p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)} over ${baseline.n} queries`,
);
console.log(
  `  "ceramica" in pt: ${hits?.length ?? 0} results; machine load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`,
);
await closeDatabase();
fs.rmSync(dir, { recursive: true, force: true });
