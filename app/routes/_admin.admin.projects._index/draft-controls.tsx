// The edit page's publishing controls: a live project can be unpublished; a draft can be published,
// and shared through a preview link (copied, or revoked along with every link sent before).
import { Form, Link } from "@remix-run/react";
import { useState } from "react";

import * as styles from "~/components/admin/admin-form.css";
import { useHydrated } from "~/hooks/use-hydrated";
import { PROJECT_TEXTS } from "~/utils/texts/admin/projects";
import { SHARE_TEXTS } from "~/utils/texts/admin/sharing";

interface Props {
  project: { link: string; status: "published" | "draft"; private: boolean };
  /** The draft's preview link (absolute); null for a live project. */
  previewUrl: string | null;
  previewDays: number;
}

function StatusButton({ intent, label, danger = false }: { intent: string; label: string; danger?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={`${danger ? styles.danger : styles.secondary} ${styles.small}`}>
        {label}
      </button>
    </Form>
  );
}

export function DraftControls({ project, previewUrl, previewDays }: Props) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (project.status === "published" && project.private) {
    return (
      <div className={styles.buttonRow}>
        <p className={styles.hint}>{SHARE_TEXTS.privateHint}</p>
        <StatusButton intent="publish" label={SHARE_TEXTS.makePublic} />
        <StatusButton intent="unpublish" label="Unpublish" />
      </div>
    );
  }
  if (project.status === "published" || !previewUrl) {
    return (
      <div className={styles.buttonRow}>
        <p className={styles.hint}>
          <Link to={`/projects/detail/${project.link}`}>View the public page</Link>
        </p>
        <StatusButton intent="unpublish" label="Unpublish" />
        <StatusButton intent="make-private" label={SHARE_TEXTS.makePrivate} />
      </div>
    );
  }
  return (
    <div>
      <p className={styles.hint}>{PROJECT_TEXTS.draftHint}</p>
      <div className={styles.field}>
        <label htmlFor="preview-link">Preview link</label>
        <input
          id="preview-link"
          className={styles.input}
          readOnly
          value={previewUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className={styles.hint}>{PROJECT_TEXTS.previewLinkHint(previewDays)}</p>
      </div>
      <div className={styles.buttonRow}>
        {/* Copying needs the browser's clipboard; without JavaScript the link above is selectable. */}
        {hydrated ? (
          <button
            type="button"
            className={`${styles.secondary} ${styles.small}`}
            onClick={() => void navigator.clipboard.writeText(previewUrl).then(() => setCopied(true))}
          >
            Copy preview link
          </button>
        ) : null}
        <a href={previewUrl} className={`${styles.secondary} ${styles.small}`}>
          Open the preview
        </a>
        <StatusButton intent="revoke-preview" label="Revoke preview links" danger />
        <StatusButton intent="publish" label="Publish" />
      </div>
      {copied ? (
        <p className={styles.hint} role="status">
          {PROJECT_TEXTS.previewLinkCopied}
        </p>
      ) : null}
    </div>
  );
}
