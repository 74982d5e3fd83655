import type { ReactNode } from "react";

import * as styles from "./admin-form.css";
import { AdminHeader } from "./admin-header";

/** An admin page: its header with 'Admin Home' and Logout, then its sections. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <AdminHeader title={title} />
      {children}
    </main>
  );
}
