// What the server does once before it listens, and once before it exits.
import { db, closeDatabase, migrateToLatest } from "./db.server";
import { env } from "./env.server";
import { startOutbox, stopOutbox } from "./outbox.server";
import { generatePassword, hashPassword } from "./password.server";
import { closeAllStreams } from "./live-stream.server";
import { seedDemo } from "./seed.server";
import { PAGE_CACHE_MAX_BYTES } from "./constants";
import { subscribe } from "./live.server";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.server";
import { SESSION_COOKIE } from "./session.server";
import { PUBLIC_AREAS, ensureUploadDirs, resumeAvif, stopAvif } from "./storage.server";

const log = (msg: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg, ...fields }));

export async function boot() {
  const config = env();
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log("migrations applied", { applied });
  await ensureUploadDirs();
  await ensureFirstAdmin();
  await initialiseOnce(config.seedDemo);
  await resumeAvif();
  await startOutbox();

  return {
    port: config.PORT,
    uploadsDir: config.uploadsDir,
    publicUploadAreas: PUBLIC_AREAS,
    trustProxy: config.production ? 1 : false,
    securityHeaders: securityHeaders(config.cookieSecure),
    /** For responses that bring no policy of their own: no inline script runs. Documents list their hashes. */
    defaultContentSecurityPolicy: (dev: boolean) => contentSecurityPolicy([], dev),
    /** What server/page-cache.js needs to know of the app. */
    pageCache: {
      // Requests carrying these may see something personal (the admin's session, a flashed toast).
      personalCookies: [SESSION_COOKIE],
      // Published after each commit: the cache empties before anyone can load the changed page.
      onContentChange: (listener: () => void) => subscribe(listener),
      maxBytes: PAGE_CACHE_MAX_BYTES,
    },
    /** Ends long-lived responses so the HTTP server can close. */
    beforeClose: async () => closeAllStreams(),
    shutdown: async () => {
      await stopOutbox();
      await stopAvif();
      await closeDatabase();
    },
  };
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
