import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { ADMIN_HANDLE, ADMIN_HEADERS, adminHeaders, adminMeta } from "~/utils/admin-route";
import { authenticator, getUser, LoginError, loginThrottle, safeRedirect, startSession } from "~/utils/auth.server";
import { MESSAGES } from "~/utils/messages";
import * as styles from "./admin.login.css";

export const handle = ADMIN_HANDLE;
export const headers = adminHeaders;
export const meta: MetaFunction = () => adminMeta("Admin Login");

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/admin/home", { headers: ADMIN_HEADERS });
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  // authenticate reads the body itself, so the account name for the throttle comes from a copy.
  const email = String((await request.clone().formData()).get("username") ?? "");
  const wait = loginThrottle.retryAfter(context.clientIp, email);
  if (wait > 0) {
    return data(
      { error: MESSAGES.tooManyLogins(Math.ceil(wait / 60)) },
      { status: 429, headers: { "Retry-After": String(wait), ...ADMIN_HEADERS } },
    );
  }
  try {
    const user = await authenticator.authenticate("form", request);
    loginThrottle.recordSuccess(email);
    return redirect(redirectTo, { headers: { "Set-Cookie": await startSession(request, user), ...ADMIN_HEADERS } });
  } catch (error) {
    if (!(error instanceof LoginError)) throw error;
    loginThrottle.recordFailure(context.clientIp, email);
    return data({ error: error.message }, { status: 401, headers: ADMIN_HEADERS });
  }
}

export default function AdminLogin() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const redirectTo = searchParams.get("redirectTo");
  return (
    <main className={styles.page}>
      <Form method="post" replace className={styles.form} action={redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined}>
        <h1 className={styles.title}>Admin Login</h1>
        <label className={styles.field}>
          <span>Username</span>
          <input name="username" type="email" autoComplete="username" required autoFocus aria-invalid={actionData?.error ? true : undefined} />
        </label>
        <label className={styles.field}>
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {actionData?.error ? (
          <p role="alert" className={styles.error}>
            {actionData.error}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
          {pending ? "Logging in…" : "Login"}
        </button>
      </Form>
    </main>
  );
}
