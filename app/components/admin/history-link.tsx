import { Link } from "@remix-run/react";

import { REVISION_TEXTS } from "~/utils/admin-messages";
import { type HistoryKind, historyPath } from "~/utils/history";

import * as styles from "./admin-form.css";

/** The edit page's way to its history (/admin/history/<kind>/<id>), where any save can be restored. */
export function HistoryLink({ kind, id = 1, name }: { kind: HistoryKind; id?: number; name: string }) {
  return (
    <p className={styles.hint}>
      <Link to={historyPath(kind, id)} aria-label={REVISION_TEXTS.pageTitle(name)}>
        {REVISION_TEXTS.historyLink}
      </Link>
    </p>
  );
}
