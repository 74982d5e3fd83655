import { Link } from "@remix-run/react";

import { historyPath, PAGE_NAMES } from "~/utils/history";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";

import * as styles from "./admin-form.css";

/** Which history: a page's (named as PAGE_NAMES says), or a project's or a press item's by its id and name. */
type Props = { kind: keyof typeof PAGE_NAMES } | { kind: "project" | "press"; id: number; name: string };

/** The edit page's way to its history (/admin/history/<kind>/<id>), where any save can be restored. */
export function HistoryLink(props: Props) {
  // A page's history is its single row's (id 1).
  const [id, name] = "id" in props ? [props.id, props.name] : [1, PAGE_NAMES[props.kind]];
  return (
    <p className={styles.hint}>
      <Link to={historyPath(props.kind, id)} aria-label={REVISION_TEXTS.pageTitle(name)}>
        {REVISION_TEXTS.historyLink}
      </Link>
    </p>
  );
}
