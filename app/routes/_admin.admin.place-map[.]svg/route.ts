// /admin/place-map.svg: the world the Edit Project page's place picker draws its marker on (decision 063).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/.server/auth/users";
import { pickerMapSvg } from "~/.server/content/projects/map";
import { ADMIN_HEADERS } from "~/utils/admin-route";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return new Response(pickerMapSvg(), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "image/svg+xml",
      // The same outline for every admin, until the app changes: kept a day in the admin's own browser only.
      "Cache-Control": "private, max-age=86400",
    },
  });
}
