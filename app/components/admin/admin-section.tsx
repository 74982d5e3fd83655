import type { ReactNode } from "react";

import * as styles from "./admin-form.css";

/** A part of an admin page under its h2, which names it for screen readers (the heading's id is `id`). */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
