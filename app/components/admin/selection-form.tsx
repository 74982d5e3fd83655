// A selection's title, note and projects: tick the projects, number them for the order. Works without JavaScript.
import { Form } from "@remix-run/react";

import { SELECTION_NOTE_MAX } from "~/utils/constants";
import { pickedProjects } from "~/utils/selection-schemas";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { SHARE_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

import * as styles from "./admin-form.css";
import { PlainField, type PlainForm } from "./plain-field";
import * as own from "./selection-form.css";

interface Props {
  /** Published projects, public or private. */
  projects: { id: number; name: string; year: number; type: string; private: number }[];
  selection: { title: string; note: string; projectIds: number[] } | null;
  /** What was typed, with the errors, after a refused post: its ticked projects stay ticked, in their order. */
  failure: { errors: Record<string, string>; values: Record<string, string> } | null;
  busy: boolean;
  submit: string;
}

export function SelectionForm({ projects, selection, failure, busy, submit }: Props) {
  const errors = failure?.errors ?? {};
  const values = { title: selection?.title ?? "", note: selection?.note ?? "", ...failure?.values };
  const fields: PlainForm = { idPrefix: "selection", errors, values };
  const picked = failure ? retriedProjects(failure.values) : (selection?.projectIds ?? []);
  // Picked projects first, in their order, then the others.
  const ordered = [...projects].sort((a, b) => rank(a.id) - rank(b.id));
  function rank(id: number) {
    const at = picked.indexOf(id);
    return at === -1 ? picked.length : at;
  }
  return (
    <Form method="post" className={styles.form} noValidate>
      <input type="hidden" name="intent" value="save" />
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <PlainField form={fields} name="title" label={TEXTS.titleLabel} required maxLength={120} />
      <PlainField form={fields} name="note" label={TEXTS.noteLabel} multiline maxLength={SELECTION_NOTE_MAX} />
      <fieldset
        className={styles.field}
        aria-describedby={
          errors.projects ? "selection-projects-error selection-projects-hint" : "selection-projects-hint"
        }
      >
        <legend>{TEXTS.projectsLabel}</legend>
        <p id="selection-projects-hint" className={styles.hint}>
          {TEXTS.positionHint}
        </p>
        {errors.projects ? (
          <p id="selection-projects-error" className={styles.error}>
            {errors.projects}
          </p>
        ) : null}
        <ul className={own.list}>
          {ordered.map((p) => {
            const at = picked.indexOf(p.id);
            return (
              <li key={p.id} className={styles.buttonRow}>
                <input
                  type="number"
                  name={`position-${p.id}`}
                  min={1}
                  className={`${styles.input} ${own.position}`}
                  defaultValue={at === -1 ? "" : at + 1}
                  aria-label={TEXTS.positionLabel(p.name)}
                />
                <label>
                  <input type="checkbox" name="project" value={p.id} defaultChecked={at !== -1} /> {p.name}, {p.year} ·{" "}
                  {p.type}
                  {p.private ? ` · ${TEXTS.privateState}` : ""}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? ACTION_TEXTS.saving : submit}
      </button>
    </Form>
  );
}

/** The ticked projects of a refused post, in their typed order: the post's values keep them as "projects" (ids joined by commas). */
function retriedProjects(values: Record<string, string>): number[] {
  const form = new FormData();
  for (const id of (values.projects ?? "").split(",").filter(Boolean)) {
    form.append("project", id);
    form.append(`position-${id}`, values[`position-${id}`] ?? "");
  }
  const picked = pickedProjects(form);
  return picked.ok ? picked.ids : [];
}
