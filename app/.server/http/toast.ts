// Toasts that survive a redirect: a one-time flash in the cookie session, read by the root loader.
import { redirect } from "@remix-run/node";
import { z } from "zod";

import { commitCookieSession, getCookieSession } from "~/.server/auth/session";
import type { Toast } from "~/utils/toast";

/** What a flashed toast must look like: the cookie is signed, but a toast written by an older release may differ. */
const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error"]),
  message: z.string(),
  undo: z.object({ action: z.string(), revision: z.number() }).optional(),
  link: z.object({ href: z.string(), label: z.string() }).optional(),
}) satisfies z.ZodType<Toast>;

function parseToast(raw: string): Toast | null {
  try {
    const parsed = toastSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON
  }
}

/** The Set-Cookie header that carries a toast to the next page the browser loads. */
export async function flashToast(request: Request, value: Toast): Promise<string> {
  const cookieSession = await getCookieSession(request);
  cookieSession.flash("toast", JSON.stringify(value));
  return commitCookieSession(request, cookieSession);
}

export async function redirectWithToast(request: Request, to: string, value: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(request, value));
  return redirect(to, { ...init, headers });
}

/** Reads and consumes the flashed toast; the header is set only when there was one, so pages stay cacheable. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit }> {
  const cookieSession = await getCookieSession(request);
  const raw = cookieSession.get("toast");
  if (!raw) return { toast: null, headers: {} };
  return { toast: parseToast(raw), headers: { "Set-Cookie": await commitCookieSession(request, cookieSession) } };
}
