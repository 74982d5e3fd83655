import { useState } from "react";

import * as styles from "~/components/admin/admin-form.css";
import { useHydrated } from "~/hooks/use-hydrated";
import type { AdminFailure } from "~/utils/admin-action";
import { TEXT_MAX } from "~/utils/constants";
import {
  type Credit,
  CREDIT_BLANK_ROWS,
  CREDIT_LINK_MAX,
  CREDIT_ROLES,
  creditInput,
  CREDITS_MAX,
  roleName,
} from "~/utils/credits";
import { CREDIT_TEXTS as TEXTS } from "~/utils/texts/admin/projects";
import { en } from "~/utils/texts/en";

/** The admin reads the known roles by their English names; the datalist offers them and allows any other. */
const ROLE_NAMES = en.record.roles;
const ROLE_LIST_ID = "credit-roles";
const PARTS = ["role", "name", "link"] as const;

interface Props {
  /** The project's credits as stored; none in add mode. */
  credits: Credit[] | null;
  /** A refused save: what was typed comes back in its rows. */
  failure: AdminFailure | null;
  /** The error of an input, from the browser's check or the action's. */
  errorOf: (name: string) => string | undefined;
}

/**
 * The project's credits in order (decision 053): a row per credit and blank rows to add more, so it works
 * without JavaScript; with it, rows move up and down and more can be added.
 */
export function CreditsFieldset({ credits, failure, errorOf }: Props) {
  const hydrated = useHydrated();
  const typed = (index: number, part: (typeof PARTS)[number]) => failure?.values[creditInput(index, part)];
  const stored = credits ?? [];
  const [rows, setRows] = useState(() => {
    const lastTyped = failure
      ? Math.max(-1, ...Object.keys(failure.values).map((key) => Number(/^credit-(\d+)-/.exec(key)?.[1] ?? -1)))
      : -1;
    return Math.min(Math.max(stored.length, lastTyped + 1) + CREDIT_BLANK_ROWS, CREDITS_MAX);
  });
  const initial = (index: number, part: (typeof PARTS)[number]) => {
    const again = typed(index, part);
    if (again !== undefined) return again;
    const credit = stored[index];
    if (!credit) return "";
    return part === "role" ? roleName(credit.role, ROLE_NAMES) : (credit[part] ?? "");
  };
  /** Swaps two rows' values in place: the inputs are the form's, posted in row order. */
  const swap = (form: HTMLFormElement | null, a: number, b: number) => {
    if (!form) return;
    for (const part of PARTS) {
      const one = form.elements.namedItem(creditInput(a, part)) as HTMLInputElement | null;
      const other = form.elements.namedItem(creditInput(b, part)) as HTMLInputElement | null;
      if (one && other) [one.value, other.value] = [other.value, one.value];
    }
  };
  const groupError = errorOf("photographer") ? TEXTS.photographerMissing : errorOf("credits");
  return (
    <fieldset className={`${styles.wide} ${styles.form}`} aria-describedby="credits-hint">
      <legend>{TEXTS.legend}</legend>
      <p id="credits-hint" className={styles.hint}>
        {TEXTS.hint}
      </p>
      {groupError ? (
        <p className={styles.error} role="alert">
          {groupError}
        </p>
      ) : null}
      <datalist id={ROLE_LIST_ID}>
        {CREDIT_ROLES.map((role) => (
          <option key={role} value={ROLE_NAMES[role]} />
        ))}
      </datalist>
      <ol className={styles.thumbs}>
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={styles.grid}>
            {PARTS.map((part) => {
              const name = creditInput(index, part);
              const error = errorOf(name);
              const label = TEXTS[part](index + 1);
              return (
                <div key={part} className={styles.field}>
                  <label htmlFor={name}>{label}</label>
                  <input
                    id={name}
                    name={name}
                    className={styles.input}
                    defaultValue={initial(index, part)}
                    list={part === "role" ? ROLE_LIST_ID : undefined}
                    type={part === "link" ? "url" : "text"}
                    maxLength={part === "link" ? CREDIT_LINK_MAX : TEXT_MAX.short}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${name}-error` : undefined}
                  />
                  {error ? (
                    <p id={`${name}-error`} className={styles.error}>
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            {hydrated ? (
              <div className={styles.buttonRow}>
                <button
                  type="button"
                  className={`${styles.secondary} ${styles.small}`}
                  disabled={index === 0}
                  onClick={(event) => swap(event.currentTarget.form, index, index - 1)}
                >
                  {TEXTS.moveUp(index + 1)}
                </button>
                <button
                  type="button"
                  className={`${styles.secondary} ${styles.small}`}
                  disabled={index === rows - 1}
                  onClick={(event) => swap(event.currentTarget.form, index, index + 1)}
                >
                  {TEXTS.moveDown(index + 1)}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {hydrated && rows < CREDITS_MAX ? (
        <button
          type="button"
          className={`${styles.secondary} ${styles.small}`}
          onClick={() => setRows((n) => Math.min(n + 1, CREDITS_MAX))}
        >
          {TEXTS.add}
        </button>
      ) : null}
    </fieldset>
  );
}
