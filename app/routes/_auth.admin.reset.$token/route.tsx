import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { linkInit, linkPage, postLink } from "~/.server/admin/one-time-links";
import { OneTimeLinkPage } from "~/components/admin/one-time-link-page";
import { ADMIN_HEADERS, adminMeta } from "~/utils/admin-route";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";

// Public: the admin forgot their password. The token in the URL is the only key.
export const meta: MetaFunction = () => adminMeta("Set a new password");

export async function loader({ params, context }: LoaderFunctionArgs) {
  return linkPage("reset", params.token ?? "", context.clientIp);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const outcome = await postLink("reset", params.token ?? "", request, context.clientIp);
  if (outcome.state === "done") return data({ state: "done" as const }, { headers: ADMIN_HEADERS });
  return data(outcome, outcome.state === "invalid" ? { status: 400, headers: ADMIN_HEADERS } : linkInit(outcome));
}

export default function ResetPassword() {
  return (
    <OneTimeLinkPage
      title="Set a new password"
      intro="Choose a new password. Every sign-in of your account ends."
      submitLabel="Set the new password"
      doneMessage={TEXTS.resetDone}
      loaded={useLoaderData<typeof loader>()}
      posted={useActionData<typeof action>()}
    />
  );
}
