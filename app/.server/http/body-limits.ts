// How large a body each route may send, in one table. server/edge.js enforces it while the body
// streams in, before any action reads it. A path not listed gets the small cap, so a route
// missing here can only be too strict, never unbounded.
import { getUser } from "~/.server/auth/users";
import {
  ADMIN_IMAGE_BODY_MAX_BYTES,
  ADMIN_PROJECT_BODY_MAX_BYTES,
  ADMIN_TEXT_BODY_MAX_BYTES,
  BODY_MIN_BYTES_PER_S,
  BODY_TIME_BASE_MS,
  CAREER_BODY_MAX_BYTES,
  CONTACT_BODY_MAX_BYTES,
  SMALL_FORM_BODY_MAX_BYTES,
} from "~/utils/constants";
import { MESSAGES } from "~/utils/messages";
import { formatBytes } from "~/utils/upload-limits";

interface Route {
  bytes: number;
  /** The page reads the answer as JSON (its uploads go by XMLHttpRequest). */
  json?: boolean;
  /** The large cap only for a signed-in admin; anyone else gets the small one. */
  admin?: boolean;
}

const ROUTES: Record<string, Route> = {
  "/contact-us": { bytes: CONTACT_BODY_MAX_BYTES },
  "/career": { bytes: CAREER_BODY_MAX_BYTES },
  "/career/apply": { bytes: CAREER_BODY_MAX_BYTES, json: true },
  "/editcareer": { bytes: ADMIN_TEXT_BODY_MAX_BYTES, admin: true },
  "/editcontact": { bytes: ADMIN_TEXT_BODY_MAX_BYTES, admin: true },
  "/edithome": { bytes: ADMIN_IMAGE_BODY_MAX_BYTES, admin: true },
  "/editstudio": { bytes: ADMIN_IMAGE_BODY_MAX_BYTES, admin: true },
  "/editproject": { bytes: ADMIN_PROJECT_BODY_MAX_BYTES, admin: true },
  "/admin/upload/edithome": { bytes: ADMIN_IMAGE_BODY_MAX_BYTES, json: true, admin: true },
  "/admin/upload/editstudio": { bytes: ADMIN_IMAGE_BODY_MAX_BYTES, json: true, admin: true },
  "/admin/upload/editproject": { bytes: ADMIN_PROJECT_BODY_MAX_BYTES, json: true, admin: true },
};
const SMALL: Route = { bytes: SMALL_FORM_BODY_MAX_BYTES };

export interface BodyLimit {
  bytes: number;
  /** The whole body must have arrived by then (ms after the request began). */
  ms: number;
  json: boolean;
  tooLarge: string;
}

/** The route a path names as Remix matches it: any case, decoded, no trailing slash, single-fetch ".data" off. */
export function routeKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: matched as written, so it falls to the small cap.
  }
  const key = decoded.toLowerCase().replace(/\.data$/, "").replace(/\/+$/, "");
  return key === "/_root" || key === "" ? "/" : key;
}

export async function bodyLimit(url: URL, headers: Headers): Promise<BodyLimit> {
  const listed = ROUTES[routeKey(url.pathname)];
  // The admin's action checks the session before reading; checking it here too keeps strangers to the small cap.
  const signedIn = listed?.admin ? (await getUser(new Request(url, { headers: { cookie: headers.get("cookie") ?? "" } }))) !== null : true;
  const route = listed && signedIn ? listed : { ...SMALL, json: listed?.json };
  return {
    bytes: route.bytes,
    ms: BODY_TIME_BASE_MS + Math.ceil((route.bytes / BODY_MIN_BYTES_PER_S) * 1000),
    json: Boolean(route.json),
    tooLarge: MESSAGES.bodyTooLarge(formatBytes(route.bytes)),
  };
}
