import { NavLink } from "@remix-run/react";

import * as styles from "./inbox-tabs.css";

/** The admin inbox's two lists: what people sent, and what the bot filters held back. */
export function InboxTabs({ spam }: { spam: number }) {
  return (
    <nav className={styles.tabs} aria-label="Inbox lists">
      <NavLink to="/admin/inbox" end className={styles.tab}>
        Inbox
      </NavLink>
      <NavLink to="/admin/inbox/spam" end className={styles.tab}>
        Spam ({spam})
      </NavLink>
    </nav>
  );
}
