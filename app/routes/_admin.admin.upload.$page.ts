// The JSON twin of the admin pages' actions, for uploads sent with a progress bar
// (XMLHttpRequest, see useUploadSubmit): /admin/upload/<page> runs the handler beside the page's
// route (app/routes/_admin.<page>/handler.server.ts) with the same limits, and answers its outcome as
// JSON. A page has a twin when its route's policy says `uploadTwin` (app/utils/route-policy.ts).
import type { ActionFunctionArgs } from "@remix-run/node";

import { type AdminHandler, jsonAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { policyOf } from "~/utils/route-policy";

type PageHandler = { limits: Record<string, number>; handler: AdminHandler };
/** Every admin page's handler module, found by its place beside the page's route: no second list to keep. */
const HANDLERS = import.meta.glob<PageHandler>("./_admin.*/handler.server.ts", { eager: true });
const ROUTES = import.meta.glob<object>("./_admin.*/route.tsx", { eager: true });

export async function loader({ request }: ActionFunctionArgs) {
  await requireUser(request);
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request);
  const folder = `./_admin.${params.page}`;
  const page = HANDLERS[`${folder}/handler.server.ts`];
  if (!page || !policyOf(ROUTES[`${folder}/route.tsx`]).uploadTwin) throw new Response("Not Found", { status: 404 });
  return jsonAction(request, page.limits, page.handler);
}
