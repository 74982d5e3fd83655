import { Form, Link } from "@remix-run/react";

import { usePendingForm } from "~/hooks/use-pending-form";

import * as styles from "./admin-header.css";

/** The bar on every admin page: its title, 'Admin Home' and Logout. */
export function AdminHeader({ title }: { title: string }) {
  const loggingOut = usePendingForm("/admin/logout") !== null;
  return (
    <header className={styles.bar}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.actions}>
        <Link to="/admin/home" className={styles.button}>
          Admin Home
        </Link>
        <Form method="post" action="/admin/logout">
          <button type="submit" className={styles.button} disabled={loggingOut}>
            {loggingOut ? "Logging out…" : "Logout"}
          </button>
        </Form>
      </div>
    </header>
  );
}
