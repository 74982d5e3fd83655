// What the server does once before it listens, and once before it exits.
import type { Socket } from "node:net";

import proxyaddr from "proxy-addr";

import { movedAdminPage } from "~/.server/admin/moved-pages";
import { startAnalytics, stopAnalytics } from "~/.server/analytics/analytics";
import { startAuditPruner } from "~/.server/auth/audit";
import { ensureFirstAdmin } from "~/.server/auth/first-admin";
import { SESSION_COOKIE_NAMES } from "~/.server/auth/session-token";
import { getUser, startSessionSweeper } from "~/.server/auth/users";
import { startScheduler } from "~/.server/content/history/schedule-runner";
import { announceImageChange } from "~/.server/content/pages/writes";
import { watchHiddenProjectFiles } from "~/.server/content/projects/hidden-project-files";
import { ensureSearchIndex } from "~/.server/content/projects/search";
import { startStagedSweep } from "~/.server/content/projects/staged-uploads";
import { startTrashSweep } from "~/.server/content/projects/trash";
import { loadRedirects, redirectFor } from "~/.server/content/redirects/redirects";
import { startDigests } from "~/.server/content/sharing/feedback-mail";
import { closeDatabase, db, migrateToLatest, sqlite } from "~/.server/db/db";
import { seedDemo } from "~/.server/demo/seed";
import { REDIRECT_HEADERS, UPLOAD_HEADERS } from "~/.server/edge/headers";
import { startPurges, stopPurges } from "~/.server/edge/purge-queue";
import { bodyLimits, crossSiteRefusal, statusRefusal, unknownHostRefusal } from "~/.server/http/body-limits";
import { clientKey } from "~/.server/http/client-key";
import {
  BODY_READ_BYTES_PER_S,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  PAGE_CACHE_MAX_BYTES,
  REFUSAL_LINGER_BYTES,
  REFUSAL_LINGER_MS,
} from "~/.server/http/limits";
import { contentSecurityPolicy, securityHeaders, STRICT_TRANSPORT_SECURITY } from "~/.server/http/security-headers";
import { onAvifFinished, resumeAvif, stopAvif } from "~/.server/images/avif-queue";
import { onTilesFinished, resumeTiles, stopTiles } from "~/.server/images/tile-queue";
import { resumeTranscodes, stopTranscodes } from "~/.server/images/transcode-queue";
import { mediaTools } from "~/.server/images/video";
import { startRelay } from "~/.server/import/relay";
import { subscribe } from "~/.server/live/bus";
import { closeAllStreams } from "~/.server/live/stream";
import { startOutbox, stopOutbox } from "~/.server/mail/outbox";
import { startAlerts } from "~/.server/ops/alerts";
import { holdDataLock } from "~/.server/ops/data-lock";
import { createMetrics, operatorAccess } from "~/.server/ops/metrics";
import { startBackups, stopBackups } from "~/.server/ops/offsite";
import { refuseInterruptedRestore } from "~/.server/ops/restore";
import { ensureUploadDirs, PUBLIC_AREAS, sweepTmp } from "~/.server/storage/folders";
import { isHiddenFromVisitors } from "~/.server/storage/hidden-files";
import { quarantineOrphans, unusedAssetIds } from "~/.server/storage/uploads-audit";
import { startIntakeSweep } from "~/.server/submissions/intake";
import { isPublicPagePath, splitLanguagePath } from "~/utils/languages";
import type { PolicyRoute } from "~/utils/route-policy";

import { env, setListeningPort, siteOrigin } from "./env";
import { answerPreviewing } from "./http/preview";
import { log, withRequestId } from "./log";

/**
 * `routes`: the server build's routes (server.js passes them), whose modules declare what the edge
 * enforces (their body caps, app/utils/route-policy.ts).
 */
export async function boot({ routes = {} }: { routes?: Readonly<Record<string, PolicyRoute | undefined>> } = {}) {
  const config = env();
  // One server per data folder, and none while a restore runs or after one was interrupted.
  holdDataLock(config.databasePath);
  refuseInterruptedRestore(config.databasePath);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log("info", "migrations applied", { applied });
  if ((await ensureSearchIndex()) === "rebuilt") log("info", "search index rebuilt", { languages: config.languages });
  await ensureUploadDirs();
  const swept = await sweepTmp();
  if (swept > 0) log("info", "leftover temporary uploads removed", { count: swept });
  await sweepCrashLeftovers(config.uploadsDir);
  await ensureFirstAdmin();
  const periodicJobs = [startSessionSweeper(), startAuditPruner()];
  const tools = await mediaTools();
  if (tools.ok) log("info", "videos are transcoded with ffmpeg", { version: tools.version });
  else log("warn", "no ffmpeg: videos are refused until it is installed", { reason: tools.reason });
  await initialiseOnce(config.seedDemo);
  await loadRedirects();
  // Before the queues resume: what they finish from now on is purged, and empties the page cache.
  startPurges();
  const announce = (assetId: number) =>
    void announceImageChange(assetId).catch((error) =>
      log("error", "image change not announced", { assetId, error: String(error) }),
    );
  onAvifFinished(announce);
  onTilesFinished(announce);
  await resumeAvif();
  await resumeTiles();
  await resumeTranscodes();
  await startOutbox();
  // startRelay: what a command-line import changes shows here at once, and its videos are transcoded here.
  periodicJobs.push(startIntakeSweep(), startTrashSweep(), startStagedSweep(), startRelay());
  // After the search index and the first admin: a schedule missed while the server was stopped runs now.
  periodicJobs.push(startScheduler());
  // A share link's comments that came within the hour after its last digest go out once the hour is over.
  periodicJobs.push(startDigests());
  const stopHidingFiles = watchHiddenProjectFiles();
  const trust = trustProxyFn(config.trustProxy);
  const socketKeys = new WeakMap<Socket, string>();
  const keyOfSocket = (socket: Socket) => {
    const key = clientKey(socket.remoteAddress);
    socketKeys.set(socket, key);
    return key;
  };
  const isOperator = operatorAccess(config.METRICS_TOKEN, config.trustProxy !== false);
  const countView = await startAnalytics(config.analytics, {
    // Without a trusted proxy the socket's address is the visitor's: worked out once per connection.
    addressOf:
      config.trustProxy === false
        ? (req) => socketKeys.get(req.socket) ?? keyOfSocket(req.socket)
        : (req) => clientKey(proxyaddr(req, trust)),
    siteHost: config.siteUrl ? new URL(config.siteUrl).host : null,
    languages: config.languages,
  });
  await startBackups();
  periodicJobs.push(startAlerts());

  /** Whether a path (lower case, language prefix included) is a public page. */
  const isPublicPage = (path: string) => isPublicPagePath(splitLanguagePath(path, config.languages).path);
  return {
    /** The one logger (app/.server/log.ts), for server.js's request lines. */
    log,
    withRequestId,
    port: config.PORT,
    /** The address to listen on; every interface when unset. */
    host: config.HOST,
    uploadsDir: config.uploadsDir,
    publicUploadAreas: PUBLIC_AREAS,
    /** A public upload's headers for a shared cache in front: its tags and lifetime there. */
    uploadHeaders: UPLOAD_HEADERS,
    /** The admin's redirect of a GET's path and query (301 or 410), or null: answered before the pages. */
    redirectFor: (url: string) => redirectFor(url, config.languages),
    redirectHeaders: REDIRECT_HEADERS,
    /** Where an old admin path now lives (308, any method), or null. */
    movedAdminPage,
    /** Whether a path (lower case, language prefix included) is a public page: server.js sends its other spellings to it. */
    isPublicPage,
    /** Whether an upload (its path under the uploads root, as requested) must answer 404: a trashed project's files. */
    isHiddenUpload: isHiddenFromVisitors,
    /**
     * Whether a request (its address: over HTTPS the session cookie has another name) with this Cookie header
     * comes from a signed-in admin, who may see hidden uploads.
     */
    isSignedIn: async (url: string, cookie: string | undefined) =>
      (await getUser(new Request(url, { headers: cookie ? { cookie } : {} }))) !== null,
    /** The app answering a request (`work`), on the site as it will be later when its admin previews it so. */
    answerPreviewing(url: string, req: { method?: string; headers: { cookie?: string } }, work: () => void) {
      let started = false;
      const answer = () => {
        started = true;
        work();
      };
      const request = { url, method: req.method ?? "GET", cookie: req.headers.cookie };
      answerPreviewing(request, isPublicPage, answer).catch((error: unknown) => {
        log("error", "the preview could not be made; the page is answered as it is", { error: String(error) });
        if (!started) answer();
      });
    },
    trustProxy: config.trustProxy,
    /** ALLOWED_HOSTS: the host names answered; others get 421 before anything runs. Undefined: any. */
    allowedHosts: config.allowedHosts,
    /** The 421's words, in the language of the path asked for. */
    unknownHostRefusal,
    /** Once the server listens: the port links name without SITE_URL, and the warning that they do. */
    listening(port: number) {
      setListeningPort(port);
      if (!config.siteUrl)
        log("warn", "SITE_URL is not set: links in mails and pages name this address; set SITE_URL to the public one", {
          siteOrigin: siteOrigin(),
        });
    },
    securityHeaders: securityHeaders(),
    strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
    /** For responses that bring no policy of their own: no inline script runs. Documents list their hashes. */
    defaultContentSecurityPolicy: (dev: boolean) => contentSecurityPolicy([], dev),
    /** What server/page-cache.js needs to know of the app. */
    pageCache: {
      // Requests carrying these may see something personal (the admin's session, a flashed toast).
      personalCookies: [...SESSION_COOKIE_NAMES],
      // Published after each commit: the cache empties before anyone can load the changed page.
      onContentChange: (listener: () => void) => subscribe(listener),
      maxBytes: PAGE_CACHE_MAX_BYTES,
    },
    /** What the HTTP edge (server/edge.js) needs: the site's own address, body caps, its refusals' words, timeouts. */
    edge: {
      siteUrl: config.siteUrl,
      bodyLimit: bodyLimits(routes),
      bodyReadBytesPerS: BODY_READ_BYTES_PER_S,
      linger: { ms: REFUSAL_LINGER_MS, bytes: REFUSAL_LINGER_BYTES },
      clientKey,
      crossSiteRefusal,
      /** The words of the server's own error answers (server.js), by status and the page's language. */
      statusRefusal,
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
    },
    /** Called by server.js for every request before anything answers it: counts views of public pages (app/.server/analytics). */
    countView,
    /** /metrics and the request timings it reports (app/.server/ops/metrics.ts); server.js passes the routes and the page cache's counters. */
    metrics: (options: Omit<Parameters<typeof createMetrics>[0], "allowed" | "enabled">) =>
      createMetrics({ ...options, allowed: isOperator, enabled: config.metrics }),
    /** Whether a request may read operations' details (/metrics, /healthz's degraded checks): ops/metrics.ts. */
    isOperator,
    /** Ends long-lived responses so the HTTP server can close. */
    beforeClose: async () => closeAllStreams(),
    shutdown: async () => {
      stopHidingFiles();
      stopAnalytics();
      await Promise.all(periodicJobs.map((stop) => stop()));
      await stopBackups();
      await stopOutbox();
      await stopAvif();
      await stopTiles();
      await stopTranscodes();
      await stopPurges();
      await closeDatabase();
    },
  };
}

/** Express's "trust proxy fn" for the same setting: which hop's address is the visitor's. */
function trustProxyFn(setting: false | number | string[]): (address: string, hop: number) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
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
    log("info", "images and videos no content uses were removed", { assets: unused.length });
  }
  const rows = await db
    .selectFrom("assets")
    .select(["path", "kind", "mime", "variants", "state", "width", "height", "tiled"])
    .execute();
  const moved = await quarantineOrphans(uploadsDir, rows);
  if (moved > 0) log("info", "files no asset names were moved to the uploads' .orphans folder", { files: moved });
}

/** The first start of a database seeds the demo (unless SEED_DEMO=0); later starts never do. */
export async function initialiseOnce(seed: boolean): Promise<void> {
  if (await isInitialised()) return;
  if (seed) {
    const started = performance.now();
    await seedDemo();
    log("info", "demo content seeded", { ms: Math.round(performance.now() - started) });
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

/** The runtime contract server.js and server/*.js are handed (checked there through JSDoc, see server/types.d.ts). */
export type Runtime = Awaited<ReturnType<typeof boot>>;
