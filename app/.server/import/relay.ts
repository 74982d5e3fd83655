// What an import does beyond its rows: tell open pages and the page cache (the live bus), queue
// AVIF encodes and video transcodes. Inside the server (the admin's Import page) that is done at
// once. The command line is another process whose bus nobody hears and which should not spend
// minutes on AVIF and ffmpeg: it writes the same events into `relayed_events`, and the running site
// reads them a moment later and does exactly what its own save would (docs/decisions/054). With no
// site running, the rows wait for its next start, which also resumes unfinished AVIF and videos.
import { db } from "~/.server/db/db";
import { queueAvif } from "~/.server/images/avif-queue";
import { queueTranscode } from "~/.server/images/transcode-queue";
import { type LiveChange, publish } from "~/.server/live/bus";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";

export type RelayedEvent =
  { type: "live"; change: LiveChange } | { type: "avif"; assetId: number } | { type: "transcode"; assetId: number };

export type Effects = (event: RelayedEvent) => Promise<void>;

/** In the server's own process. */
export const inProcess: Effects = async (event) => {
  if (event.type === "live") publish(event.change);
  else if (event.type === "avif") queueAvif(event.assetId);
  else queueTranscode(event.assetId);
};

/** From another process: for the running site to carry out. */
export const relayed: Effects = async (event) => {
  await db
    .insertInto("relayed_events")
    .values({ payload: JSON.stringify(event) })
    .execute();
};

/** How soon a command-line import's change shows on the running site. */
const RELAY_EVERY_MS = 250;
const RELAY_BATCH = 500;

/** Carries out the events another process wrote, oldest first, then deletes them. */
export async function drainRelayed(): Promise<number> {
  const rows = await db.selectFrom("relayed_events").selectAll().orderBy("id").limit(RELAY_BATCH).execute();
  if (rows.length === 0) return 0;
  for (const row of rows) await inProcess(JSON.parse(row.payload) as RelayedEvent);
  await db
    .deleteFrom("relayed_events")
    .where("id", "<=", rows[rows.length - 1].id)
    .execute();
  return rows.length;
}

/** For boot: the server follows what other processes relay. */
export function startRelay(): StopJob {
  return startPeriodic("relayed events", RELAY_EVERY_MS, drainRelayed);
}
