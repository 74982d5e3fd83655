// The page speed kept and read back: each page's 75th percentile per device by nearest rank, a day's rows capped,
// and the rows deleted with the statistics' days.
import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";

import { db, migrateToLatest } from "~/.server/db/db";

import { deleteExpiredDays } from "./retention";
import { MAX_VITALS_ROWS_PER_DAY, recordVitals, vitalsPercentiles } from "./web-vitals";

const AT = new Date("2026-11-28T12:00:00Z");
const DAY = "2026-11-28";

beforeEach(async () => {
  await migrateToLatest(db);
  await db.deleteFrom("web_vitals").execute();
});

const lcp = (path: string, value: number) => ({ path, metrics: [{ name: "LCP" as const, value }] });

it("reads each page's 75th percentile per device and measure, the nearest rank, with its number of reports", async () => {
  // Phones on the home page: 1..8 s, the 75th percentile of eight is the 6th value.
  for (const seconds of [8, 1, 7, 2, 6, 3, 5, 4]) await recordVitals(lcp("/", seconds * 1000), "phone", AT);
  await recordVitals(lcp("/", 900), "desktop", AT);
  await recordVitals(
    {
      path: "/studio",
      metrics: [
        { name: "CLS", value: 0.3 },
        { name: "INP", value: 120 },
      ],
    },
    "tablet",
    AT,
  );
  await recordVitals(lcp("/studio", 5000), "tablet", new Date("2026-11-20T12:00:00Z"));

  expect(await vitalsPercentiles(DAY, DAY)).toEqual([
    { path: "/", device: "desktop", metric: "LCP", p75: 900, samples: 1 },
    { path: "/", device: "phone", metric: "LCP", p75: 6000, samples: 8 },
    { path: "/studio", device: "tablet", metric: "CLS", p75: 0.3, samples: 1 },
    { path: "/studio", device: "tablet", metric: "INP", p75: 120, samples: 1 },
  ]);
  // Nine values: the 7th (⌈6.75⌉).
  await recordVitals(lcp("/", 9000), "phone", AT);
  expect((await vitalsPercentiles(DAY, DAY)).find((r) => r.device === "phone")).toMatchObject({
    p75: 7000,
    samples: 9,
  });
  expect(await vitalsPercentiles("2026-11-20", "2026-11-20")).toEqual([
    { path: "/studio", device: "tablet", metric: "LCP", p75: 5000, samples: 1 },
  ]);
});

it("keeps no more than a day's rows, and counts those already kept after a restart", async () => {
  const day = new Date("2026-11-27T08:00:00Z");
  await sql`INSERT INTO web_vitals (day, path, device, metric, value)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${MAX_VITALS_ROWS_PER_DAY - 1})
    SELECT '2026-11-27', '/', 'phone', 'TTFB', 10 FROM n`.execute(db);
  const two = { path: "/", metrics: [lcp("/", 1).metrics[0], { name: "CLS" as const, value: 0 }] };
  expect(await recordVitals(two, "phone", day)).toBe(false);
  expect(await recordVitals(lcp("/", 1), "phone", day)).toBe(true);
  expect(await recordVitals(lcp("/", 1), "phone", day)).toBe(false);
});

it("is deleted with the days past the statistics' retention", async () => {
  await recordVitals(lcp("/", 1000), "phone", new Date("2020-01-01T00:00:00Z"));
  await recordVitals(lcp("/", 1000), "phone", AT);
  await deleteExpiredDays(AT);
  expect(await db.selectFrom("web_vitals").select("day").execute()).toEqual([{ day: DAY }]);
});
