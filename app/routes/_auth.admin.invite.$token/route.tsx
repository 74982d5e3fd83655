import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { linkInit, linkPage, postLink } from "~/.server/admin/one-time-links";
import { accountKey } from "~/.server/auth/login-throttle";
import { rememberDevice } from "~/.server/auth/session";
import { startSession } from "~/.server/auth/users";
import { OneTimeLinkPage } from "~/components/admin/one-time-link-page";
import { ADMIN_HEADERS, adminMeta } from "~/utils/admin-route";

// Public: the invited person has no account yet. The token in the URL is the only key.
export const meta: MetaFunction = () => adminMeta("Accept the invite");

export async function loader({ params, context }: LoaderFunctionArgs) {
  return linkPage("invite", params.token ?? "", context.clientIp);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const outcome = await postLink("invite", params.token ?? "", request, context.clientIp);
  if (outcome.state !== "done")
    return data(outcome, outcome.state === "invalid" ? { status: 400, headers: ADMIN_HEADERS } : linkInit(outcome));
  // The new admin is signed in at once.
  const headers = new Headers(ADMIN_HEADERS);
  headers.append("Set-Cookie", await startSession(request, outcome.user));
  headers.append("Set-Cookie", await rememberDevice(request, accountKey(outcome.user.email)));
  return redirect("/admin/home", { headers });
}

export default function AcceptInvite() {
  return (
    <OneTimeLinkPage
      title="Accept the invite"
      intro="Choose the password for your admin account."
      submitLabel="Create my account"
      loaded={useLoaderData<typeof loader>()}
      posted={useActionData<typeof action>()}
    />
  );
}
