// /admin/scheduled/preview?at=<time>: the admin's pages of the site from now on read it as it will be at that
// time (app/.server/http/preview.ts), from its home; ?leave ends it, back on the Scheduled page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";

import { requireUser } from "~/.server/auth/users";
import { previewCookie } from "~/.server/http/preview";
import { ADMIN_HEADERS } from "~/utils/admin-route";
import { SCHEDULE_TEXTS } from "~/utils/texts/admin/schedule";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = new URL(request.url).searchParams;
  if (query.has("leave"))
    return redirect("/admin/scheduled", {
      headers: { ...ADMIN_HEADERS, "Set-Cookie": await previewCookie(request, null) },
    });
  const at = Date.parse(query.get("at") ?? "");
  if (!Number.isFinite(at)) throw data(SCHEDULE_TEXTS.timeInvalid, { status: 400, headers: ADMIN_HEADERS });
  return redirect("/", { headers: { ...ADMIN_HEADERS, "Set-Cookie": await previewCookie(request, at) } });
}
