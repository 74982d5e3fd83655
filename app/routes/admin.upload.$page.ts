// The JSON twin of the admin pages' actions, for uploads sent with a progress bar
// (XMLHttpRequest); see useUploadSubmit.
import type { ActionFunctionArgs } from "@remix-run/node";
import { HOME_LIMITS, homeAction } from "~/admin/edit-home.server";
import { PROJECT_LIMITS, projectAction } from "~/admin/edit-project.server";
import { STUDIO_LIMITS, studioAction } from "~/admin/edit-studio.server";
import { jsonAction } from "~/utils/admin-action.server";
import { requireUser } from "~/.server/auth/users";

const PAGES = {
  editHome: { limits: HOME_LIMITS, handler: homeAction },
  editStudio: { limits: STUDIO_LIMITS, handler: studioAction },
  editProject: { limits: PROJECT_LIMITS, handler: projectAction },
} as const;

export async function loader({ request }: ActionFunctionArgs) {
  await requireUser(request);
  throw new Response("Not Found", { status: 404 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request);
  const page = PAGES[params.page as keyof typeof PAGES];
  if (!page) throw new Response("Not Found", { status: 404 });
  return jsonAction(request, page.limits, page.handler);
}
