import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { authenticator, getUser, LoginError, safeRedirect, startSession } from "~/utils/auth.server";
import * as styles from "./admin.login.css";

export const meta: MetaFunction = () => [{ title: "Admin Login — Paper Plane Project Studio" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/admin/home");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  try {
    // authenticate reads the body itself: nothing may read it before.
    const user = await authenticator.authenticate("form", request);
    return redirect(redirectTo, { headers: { "Set-Cookie": await startSession(request, user) } });
  } catch (error) {
    if (error instanceof LoginError) return data({ error: error.message }, { status: 401 });
    throw error;
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
          <input name="username" type="email" autoComplete="username" required autoFocus />
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
