// A share link's downloads on the selection page (decision 069): the fields of the form that makes a link (a size
// or none, the originals ticked on purpose, the watermark), and each link's settings and log of downloads.
import { formatDateTime } from "~/utils/dates";
import { SITE_TITLE } from "~/utils/page-meta";
import { DOWNLOAD_EDGES, type DownloadOptions } from "~/utils/share-downloads";
import { DOWNLOAD_ADMIN_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

import * as styles from "./admin-form.css";
import type { PlainForm } from "./plain-field";

export function LinkDownloadFields({ form }: { form: PlainForm }) {
  const id = (name: string) => `${form.idPrefix}-${name}`;
  const error = form.errors.downloadEdge;
  return (
    <fieldset className={styles.field}>
      <legend>{TEXTS.legend}</legend>
      <label htmlFor={id("downloadEdge")}>{TEXTS.edgeLabel}</label>
      <select
        id={id("downloadEdge")}
        name="downloadEdge"
        className={styles.input}
        defaultValue={form.values.downloadEdge ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id("downloadEdge")}-error` : undefined}
      >
        <option value="">{TEXTS.off}</option>
        {DOWNLOAD_EDGES.map((edge) => (
          <option key={edge} value={edge}>
            {TEXTS.atEdge(edge)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id("downloadEdge")}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <label>
        <input type="checkbox" name="downloadOriginal" defaultChecked={form.values.downloadOriginal === "on"} />{" "}
        {TEXTS.originalLabel}
      </label>
      <label>
        <input type="checkbox" name="downloadWatermark" defaultChecked={form.values.downloadWatermark === "on"} />{" "}
        {TEXTS.watermarkLabel(SITE_TITLE)}
      </label>
      <p className={styles.hint}>{TEXTS.hint}</p>
    </fieldset>
  );
}

interface Props {
  options: DownloadOptions;
  log: { project: string | null; images: number; size: string; createdAt: string }[];
}

/** What a link lets download, and what its recipient downloaded, newest first. */
export function LinkDownloadLog({ options, log }: Props) {
  return (
    <>
      <span>{TEXTS.settings(options.edge, options.original, options.watermark)}</span>
      {log.length ? (
        <span data-testid="downloads">
          {TEXTS.downloaded}:{" "}
          {log
            .map((d) =>
              TEXTS.downloadEntry(d.images, d.size, d.project ?? TEXTS.removedProject, formatDateTime(d.createdAt)),
            )
            .join("; ")}
        </span>
      ) : null}
    </>
  );
}
