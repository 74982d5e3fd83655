import type { ReactNode } from "react";
import { AdminHeader } from "./admin-header";
import * as styles from "./admin-form.css";

/** An admin page: its header with 'Admin Home' and Logout, then its sections. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <AdminHeader title={title} />
      {children}
    </main>
  );
}
