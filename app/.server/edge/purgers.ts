// The shared caches a change can purge, by tag, each through its own documented request: Varnish (the repo's
// VCL, deploy/varnish/default.vcl: PURGE with an xkey-purge header, taken from the app's network only),
// Cloudflare (purge_cache by tags) and Fastly (purge by surrogate keys). EDGE_PURGER picks one.
import { env } from "~/.server/env";

/** What a purge answered: a failure is retried (purge-queue.ts), with its words kept for the admin. */
export type PurgeResult = { ok: true } | { ok: false; error: string };
export type Purger = (tags: readonly string[]) => Promise<PurgeResult>;

/** A purge that has not answered in this time failed, and is tried again. */
const PURGE_TIMEOUT_MS = 10_000;
/** Cloudflare takes at most 30 tags per purge call; Fastly 256 keys. */
const CLOUDFLARE_TAGS_PER_CALL = 30;
const FASTLY_KEYS_PER_CALL = 256;

async function request(url: string, init: RequestInit): Promise<PurgeResult> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
    if (response.ok) return { ok: true };
    const text = (await response.text()).slice(0, 300);
    return { ok: false, error: `${response.status} ${response.statusText}${text ? `: ${text}` : ""}` };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? `${error.message} ${String(error.cause ?? "")}`.trim() : String(error),
    };
  }
}

/** Sends tags in chunks of `size`, one after the other: the first failure fails the whole purge (it is repeated whole). */
async function inChunks(tags: readonly string[], size: number, send: (chunk: string[]) => Promise<PurgeResult>) {
  for (let i = 0; i < tags.length; i += size) {
    const result = await send(tags.slice(i, i + size));
    if (!result.ok) return result;
  }
  return { ok: true } as const;
}

export function varnishPurger(url: string): Purger {
  return (tags) => request(url, { method: "PURGE", headers: { "xkey-purge": tags.join(" ") } });
}

export function cloudflarePurger(apiUrl: string, zoneId: string, token: string): Purger {
  return (tags) =>
    inChunks(tags, CLOUDFLARE_TAGS_PER_CALL, (chunk) =>
      request(`${apiUrl}/client/v4/zones/${zoneId}/purge_cache`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ tags: chunk }),
      }),
    );
}

export function fastlyPurger(apiUrl: string, serviceId: string, token: string): Purger {
  return (tags) =>
    inChunks(tags, FASTLY_KEYS_PER_CALL, (chunk) =>
      request(`${apiUrl}/service/${encodeURIComponent(serviceId)}/purge`, {
        method: "POST",
        headers: { "Fastly-Key": token, "Surrogate-Key": chunk.join(" "), Accept: "application/json" },
      }),
    );
}

/** The purger the settings name, or null when no shared cache is in front; a half-made setting fails the start. */
export function configuredPurger(): Purger | null {
  const config = env();
  const missing = (names: string[]) =>
    new Error(`Invalid configuration: EDGE_PURGER=${config.EDGE_PURGER} needs ${names.join(" and ")}`);
  switch (config.EDGE_PURGER) {
    case undefined:
      return null;
    case "varnish":
      if (!config.VARNISH_PURGE_URL) throw missing(["VARNISH_PURGE_URL"]);
      return varnishPurger(config.VARNISH_PURGE_URL);
    case "cloudflare":
      if (!config.CLOUDFLARE_ZONE_ID || !config.CLOUDFLARE_API_TOKEN)
        throw missing(["CLOUDFLARE_ZONE_ID", "CLOUDFLARE_API_TOKEN"]);
      return cloudflarePurger(config.CLOUDFLARE_API_URL, config.CLOUDFLARE_ZONE_ID, config.CLOUDFLARE_API_TOKEN);
    case "fastly":
      if (!config.FASTLY_SERVICE_ID || !config.FASTLY_API_TOKEN)
        throw missing(["FASTLY_SERVICE_ID", "FASTLY_API_TOKEN"]);
      return fastlyPurger(config.FASTLY_API_URL, config.FASTLY_SERVICE_ID, config.FASTLY_API_TOKEN);
  }
}
