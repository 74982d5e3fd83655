import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { logout } from "~/.server/auth/users";

// Signing out changes state, so it is a POST; a plain visit goes back home.
export async function loader() {
  throw redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  return logout(request, "/");
}
