import { Form, Link } from "@remix-run/react";

import { PRESS_KINDS } from "#db/tables";
import * as styles from "~/components/admin/admin-form.css";
import { TranslatedField } from "~/components/admin/translated-field";
import type { AdminFailure } from "~/utils/admin-action";
import { TEXT_MAX } from "~/utils/constants";
import { IMAGE_ACCEPT } from "~/utils/file-types";
import { PRESS_LINK_MAX } from "~/utils/press-admin";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { PRESS_TEXTS as TEXTS } from "~/utils/texts/admin/press";

interface Item {
  id: number;
  kind: string;
  date: string;
  title: string;
  organisation: string;
  link: string | null;
  projectIds: number[];
  scanName: string | null;
  scan: unknown;
  /** The title in the other languages, and those made from an older title (decision 061). */
  translations: Record<string, Record<string, string>>;
  outdated: Record<string, string[]>;
}

const FIELDS = [
  ["date", "Date", "date"],
  ["title", "Title", "text"],
  ["organisation", "Organisation or publication", "text"],
  ["link", "Link (optional)", "url"],
] as const;

/** Adds or edits a press item; works as a plain form post (the scan goes with it). */
export function PressForm({
  item,
  projects,
  failure,
  busy,
}: {
  item: Item | null;
  projects: { id: number; name: string }[];
  failure: AdminFailure | null;
  busy: boolean;
}) {
  const failed = failure?.intent === "save" ? failure : null;
  const value = (name: string, stored: string) => failed?.values[name] ?? stored;
  const error = (name: string) => failed?.errors[name];
  const chosen = new Set(
    failed
      ? Object.keys(failed.values)
          .filter((k) => k.startsWith("project-"))
          .map((k) => Number(k.slice(8)))
      : (item?.projectIds ?? []),
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.form}
      aria-label={item ? "Edit press item" : "Add press item"}
    >
      <input type="hidden" name="intent" value="save" />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {failed?.errors.form ? (
        <p className={styles.error} role="alert">
          {failed.errors.form}
        </p>
      ) : null}
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="press-kind">Kind</label>
          <select
            id="press-kind"
            name="kind"
            className={styles.input}
            defaultValue={value("kind", item?.kind ?? "award")}
          >
            {PRESS_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {TEXTS.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        {FIELDS.map(([name, label, type]) => {
          const input = (
            <div key={name} className={styles.field}>
              <label htmlFor={`press-${name}`}>{label}</label>
              <input
                id={`press-${name}`}
                name={name}
                type={type}
                className={styles.input}
                required={name !== "link"}
                maxLength={name === "link" ? PRESS_LINK_MAX : TEXT_MAX.short}
                defaultValue={value(name, String(item?.[name] ?? ""))}
                aria-invalid={error(name) ? true : undefined}
                aria-describedby={error(name) ? `press-${name}-error` : undefined}
              />
              {error(name) ? (
                <p id={`press-${name}-error`} className={styles.error}>
                  {error(name)}
                </p>
              ) : null}
            </div>
          );
          // The title (an award's, an exhibition's name) has a text per language; the organisation is a name, as typed.
          return name === "title" ? (
            <TranslatedField
              key={name}
              label={label}
              field={name}
              idPrefix="press"
              defaultText={item?.title ?? ""}
              stored={item?.translations ?? {}}
              outdated={item?.outdated}
              failure={failed}
              maxLength={TEXT_MAX.short}
              wide
            >
              {input}
            </TranslatedField>
          ) : (
            input
          );
        })}
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="press-scan">{TEXTS.scanLabel}</label>
          <input
            id="press-scan"
            name="scan"
            type="file"
            accept={`.pdf,application/pdf,${IMAGE_ACCEPT}`}
            className={styles.input}
            aria-invalid={error("scan") ? true : undefined}
            aria-describedby={error("scan") ? "press-scan-error" : undefined}
          />
          {error("scan") ? (
            <p id="press-scan-error" className={styles.error}>
              {error("scan")}
            </p>
          ) : null}
          {item?.scanName ? (
            <label>
              <input type="checkbox" name="removeScan" value="1" /> {TEXTS.removeScan} ({TEXTS.scanKept(item.scanName)})
            </label>
          ) : null}
        </div>
        <fieldset className={styles.wide}>
          <legend>{TEXTS.projects}</legend>
          {projects.map((project) => (
            <label key={project.id} className={styles.hint}>
              <input type="checkbox" name={`project-${project.id}`} value="1" defaultChecked={chosen.has(project.id)} />{" "}
              {project.name}
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
          {busy ? ACTION_TEXTS.saving : ACTION_TEXTS.save}
        </button>
        <button type="submit" name="status" value="draft" className={styles.secondary} disabled={busy}>
          {ACTION_TEXTS.saveAsDraft}
        </button>
        <Link to="/admin/press" className={styles.secondary}>
          {ACTION_TEXTS.cancel}
        </Link>
      </div>
    </Form>
  );
}
