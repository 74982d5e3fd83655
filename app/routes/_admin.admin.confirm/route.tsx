// Confirm a factor again (/admin/confirm) before an action that matters: a passkey, the app's code (or a
// recovery code), or the password where the admin has no second factor. The session then counts as fresh for
// FRESH_FACTOR_MS and the admin goes back to the page they came from.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";

import { factorsOf } from "~/.server/auth/factors";
import { requireUser } from "~/.server/auth/users";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { PasskeyButton } from "~/components/admin/passkey-button";
import { ProofForm } from "~/components/admin/proof-form";
import { ADMIN_HEADERS, adminHeaders, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { FRESH_FACTOR_MS } from "~/utils/sign-in";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

import { confirmAgain } from "./handler.server";

export const headers = adminHeaders;
export const handle = { title: TEXTS.confirmTitle } satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const factors = await factorsOf(user.id);
  // A passkey where there is one; the app's code where set up; the password only where neither is.
  const ask = factors.totp ? ("code" as const) : factors.passkeys ? null : ("password" as const);
  return data({ email: user.email, ask, passkey: factors.passkeys > 0 }, { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return confirmAgain(request, user, context.clientIp);
}

export default function Confirm() {
  const { email, ask, passkey } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <AdminSection id="confirm-title" title={TEXTS.confirmTitle}>
      <p className={styles.hint}>{TEXTS.confirmIntro(FRESH_FACTOR_MS / 60_000)}</p>
      {passkey ? (
        <PasskeyButton ceremony="confirm" label={TEXTS.usePasskey} redirectTo={searchParams.get("redirectTo")} />
      ) : null}
      {ask ? <ProofForm ask={ask} email={email} error={failure?.error} submitLabel="Confirm" /> : null}
    </AdminSection>
  );
}
