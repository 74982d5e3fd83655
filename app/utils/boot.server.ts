// What the server does once before it listens, and once before it exits.
import { db, closeDatabase, migrateToLatest, sqlite } from "./db.server";
import { holdDataLock } from "./data-lock.server";
import { refuseInterruptedRestore } from "./backup.server";
import { env } from "./env.server";
import { startOutbox, stopOutbox } from "./outbox.server";
import { generatePassword, hashPassword } from "./password.server";
import { closeAllStreams } from "./live-stream.server";
import { seedDemo } from "./seed.server";
import { securityHeaders } from "./security-headers.server";
import { PUBLIC_AREAS, ensureUploadDirs, resumeAvif, stopAvif } from "./storage.server";
import { quarantineOrphans, unusedAssetIds } from "./uploads-audit.server";

const log = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg, ...fields }));

export async function boot() {
  const config = env();
  // One server per data folder, and none while a restore runs or after one was interrupted.
  holdDataLock(config.databasePath);
  refuseInterruptedRestore(config.databasePath);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log("migrations applied", { applied });
  await ensureUploadDirs();
  await sweepCrashLeftovers(config.uploadsDir);
  await ensureFirstAdmin();
  await initialiseOnce(config.seedDemo);
  await resumeAvif();
  await startOutbox();

  return {
    port: config.PORT,
    /** The address to listen on; every interface when unset. */
    host: config.HOST,
    uploadsDir: config.uploadsDir,
    publicUploadAreas: PUBLIC_AREAS,
    trustProxy: config.production ? 1 : false,
    securityHeaders: (nonce: string, dev: boolean) => securityHeaders(nonce, dev, config.cookieSecure),
    /** Ends long-lived responses so the HTTP server can close. */
    beforeClose: async () => closeAllStreams(),
    shutdown: async () => {
      await stopOutbox();
      await stopAvif();
      await closeDatabase();
    },
  };
}

/**
 * Before anything writes, what a kill left: admin images and videos stored for a save that never
 * committed (their rows go), then files no row names (those rows' files, an upload or AVIF
 * encode cut short, the files of a deleted row), moved out of the served folders. Portfolios
 * are left to the forms' own rules.
 */
async function sweepCrashLeftovers(uploadsDir: string): Promise<void> {
  const unused = unusedAssetIds(sqlite, ["image", "video"]);
  if (unused.length > 0) {
    await db.deleteFrom("assets").where("id", "in", unused).execute();
    log("images and videos no content uses were removed", { assets: unused.length });
  }
  const rows = await db.selectFrom("assets").select(["path", "kind", "mime", "variants"]).execute();
  const moved = await quarantineOrphans(uploadsDir, rows);
  if (moved > 0) log("files no asset names were moved to the uploads' .orphans folder", { files: moved });
}

/** The first start of a database seeds the demo (unless SEED_DEMO=0); later starts never do. */
export async function initialiseOnce(seed: boolean): Promise<void> {
  if (await isInitialised()) return;
  if (seed) {
    const started = performance.now();
    await seedDemo();
    log("demo content seeded", { ms: Math.round(performance.now() - started) });
  }
  await markInitialised(seed);
}

export async function isInitialised(): Promise<boolean> {
  return Boolean(await db.selectFrom("app_state").select("value").where("key", "=", "initialised").executeTakeFirst());
}

export async function markInitialised(demo: boolean): Promise<void> {
  await db
    .insertInto("app_state")
    .values({ key: "initialised", value: JSON.stringify({ at: new Date().toISOString(), demo }) })
    .execute();
}

async function ensureFirstAdmin(): Promise<void> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const config = env();
  const email = config.ADMIN_EMAIL ?? "admin@example.com";
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  await db.insertInto("users").values({ email, password_hash: await hashPassword(password) }).execute();
  if (config.ADMIN_PASSWORD) {
    log("admin account created", { email });
  } else {
    // Shown once, on the console of the first start only; it is never stored in clear.
    console.log(`\n  Admin account created. Sign in at /admin/login\n    email:    ${email}\n    password: ${password}\n`);
  }
}
