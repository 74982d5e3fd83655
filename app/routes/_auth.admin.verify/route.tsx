// The second step of a password sign-in (/admin/verify): the half sign-in the password opened proves
// its second factor here, or nothing. No admin page accepts a half sign-in (the guard sends it here),
// and only this page turns it into a full one, with a new session token.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";

import { checkProof } from "~/.server/admin/factor-proof";
import { finishSignIn } from "~/.server/admin/sign-in";
import { factorsOf } from "~/.server/auth/factors";
import { readSession, startSession } from "~/.server/auth/users";
import { safeRedirect } from "~/.server/http/safe-redirect";
import * as styles from "~/components/admin/admin-form.css";
import { PasskeyButton } from "~/components/admin/passkey-button";
import { ProofForm } from "~/components/admin/proof-form";
import { ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import { ADMIN_ACCOUNT_TEXTS } from "~/utils/texts/admin/account";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

// Its own headers, as well as the layout's: only a route's own headers function sees its action's Retry-After.
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta(TEXTS.secondStepTitle);

/** The half sign-in of this request, or the way back to the login (a full one goes home). */
async function halfSignIn(request: Request) {
  const session = await readSession(request);
  if (!session) throw redirect("/admin/login", { headers: ADMIN_HEADERS });
  if (session.stage === "full") throw redirect("/admin/home", { headers: ADMIN_HEADERS });
  return session;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await halfSignIn(request);
  const factors = await factorsOf(session.user.id);
  return data(
    { email: session.user.email, code: factors.totp, passkey: factors.passkeys > 0 },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await halfSignIn(request);
  const checked = await checkProof(request, session.user, await request.formData(), context.clientIp, "second step");
  if ("refusal" in checked) return checked.refusal;
  const headers = new Headers(ADMIN_HEADERS);
  headers.append("Set-Cookie", await startSession(request, session.user));
  const factor = checked.proof === "recovery code" ? "password + recovery code" : "password + authenticator app";
  headers.append("Set-Cookie", await finishSignIn(request, session.user, factor, context.clientIp));
  return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), { headers });
}

export default function SecondStep() {
  const { email, code, passkey } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <main className={styles.page}>
      <h1>{TEXTS.secondStepTitle}</h1>
      <section className={styles.section}>
        <p>{TEXTS.secondStepIntro}</p>
        {passkey ? (
          <PasskeyButton ceremony="second step" label={TEXTS.usePasskey} redirectTo={searchParams.get("redirectTo")} />
        ) : null}
        {code ? <ProofForm ask="code" email={email} error={failure?.error} submitLabel="Continue" /> : null}
        <p>
          <Link to="/admin/login">{ADMIN_ACCOUNT_TEXTS.backToLogin}</Link>
        </p>
      </section>
    </main>
  );
}
