// What keeps the career form from filling the disk, and what cleans up after the forms:
// portfolio bytes per address and in total per UTC day, and the periodic sweep (quarantine,
// used form tokens, old byte counts).
import { sql } from "kysely";

import { db } from "~/.server/db/db";
import { startPeriodic, type StopJob } from "~/.server/runtime/periodic";
import { removeFiles } from "~/.server/storage/assets";
import { purgeSpam } from "~/.server/submissions/store";
import { PORTFOLIO_MAX_BYTES, SPAM_RETENTION_MS } from "~/utils/constants";
import { isoDay } from "~/utils/dates";

import { purgeUsedTokens } from "./antispam";

/** Portfolio bytes one address may send per UTC day: five portfolios at the product's 10 MB each. */
export const PORTFOLIO_BYTES_PER_ADDRESS_PER_DAY = 5 * PORTFOLIO_MAX_BYTES;
/** Portfolio bytes from everyone per UTC day: ~200 full portfolios, far above real demand, far below the disk. */
const PORTFOLIO_BYTES_PER_DAY = 2 * 1024 * 1024 * 1024;
/** How often the quarantine, used form tokens and old upload budgets are purged. */
const INTAKE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const today = (now = Date.now()) => isoDay(now);

export type BudgetRefusal = "address" | "total";

/** Whether an address (or everyone) has already used up today's portfolio bytes: checked before a body is read. */
export async function portfolioBudgetSpent(address: string, now = Date.now()): Promise<BudgetRefusal | null> {
  return refusalIn(db, address, 1, now);
}

/** Takes `bytes` from today's budgets, checked and counted in one transaction; null when granted. */
export async function reservePortfolioBytes(
  address: string,
  bytes: number,
  now = Date.now(),
): Promise<BudgetRefusal | null> {
  // better-sqlite3 runs one statement at a time in this process, and the check and the count share a transaction.
  return db.transaction().execute(async (trx) => {
    const refused = await refusalIn(trx, address, bytes, now);
    if (refused) return refused;
    await trx
      .insertInto("portfolio_bytes")
      .values({ address, day: today(now), bytes })
      .onConflict((oc) => oc.columns(["address", "day"]).doUpdateSet({ bytes: sql`bytes + ${bytes}` }))
      .execute();
    return null;
  });
}

async function refusalIn(trx: typeof db, address: string, bytes: number, now: number): Promise<BudgetRefusal | null> {
  const day = today(now);
  const { mine, all } = await trx
    .selectFrom("portfolio_bytes")
    .select([
      sql<number>`coalesce(sum(CASE WHEN address = ${address} THEN bytes END), 0)`.as("mine"),
      sql<number>`coalesce(sum(bytes), 0)`.as("all"),
    ])
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  if (Number(mine) + bytes > PORTFOLIO_BYTES_PER_ADDRESS_PER_DAY) return "address";
  if (Number(all) + bytes > PORTFOLIO_BYTES_PER_DAY) return "total";
  return null;
}

/** Gives bytes back when the portfolio they were reserved for was not stored. */
export async function releasePortfolioBytes(address: string, bytes: number, now = Date.now()): Promise<void> {
  await db
    .updateTable("portfolio_bytes")
    .set({ bytes: sql`max(0, bytes - ${bytes})` })
    .where("address", "=", address)
    .where("day", "=", today(now))
    .execute();
}

/** Purges suspected spam past its retention (with its portfolio files), used tokens past expiry, and old byte counts. */
export async function sweepIntake(now = Date.now()): Promise<{ spamPurged: number }> {
  const { purged, portfolios } = await purgeSpam(new Date(now - SPAM_RETENTION_MS));
  await removeFiles(portfolios);
  await purgeUsedTokens(now);
  await db.deleteFrom("portfolio_bytes").where("day", "<", today(now)).execute();
  return { spamPurged: purged };
}

/** Sweeps now (at boot) and then every INTAKE_SWEEP_INTERVAL_MS; returns the stop function. */
export function startIntakeSweep(): StopJob {
  return startPeriodic("intake sweep", INTAKE_SWEEP_INTERVAL_MS, () => sweepIntake());
}
