import type { ReactNode } from "react";

import { useLanguage } from "~/hooks/use-language";
import { visuallyHidden } from "~/styles/utilities.css";
import type { AdminFailure } from "~/utils/admin-action";
import { TEXT_MAX } from "~/utils/constants";
import { CHECK_TEXTS } from "~/utils/texts/admin/checks";
import { languageName, translationInputName } from "~/utils/translatable-fields";

import * as admin from "./admin-form.css";
import * as styles from "./translated-field.css";

interface Props {
  /** The field's name, which labels the group of its languages. */
  label: string;
  /** The column it translates, e.g. "description_part_1". */
  field: string;
  /** The default language's input (the form's own field), shown first. */
  children: ReactNode;
  /** The default language's text now: a translation is missing only where it has one. */
  defaultText: string;
  /** Per language, per field: the stored translations. */
  stored: Record<string, Record<string, string>>;
  failure: AdminFailure | null;
  maxLength: number;
  multiline?: boolean;
  wide?: boolean;
  /** Starts the inputs' ids, unique where a page has several forms with the same field (alt texts). */
  idPrefix?: string;
  /** Per language, the fields whose translation was made from an older default text (decision 061). */
  outdated?: Record<string, string[]>;
}

/**
 * One text field in every language side by side: the default language's input, then one per other language,
 * labelled with its name and marked with its `lang`, a missing translation marked. Plain inputs of the
 * form: a post without JavaScript carries them, and a refused post shows what was typed.
 */
export function TranslatedField({
  label,
  field,
  children,
  defaultText,
  stored,
  failure,
  maxLength,
  multiline,
  wide,
  idPrefix = "field",
  outdated = {},
}: Props) {
  // The site's languages besides the default, in the configured order.
  const siteLanguages = useLanguage().languages;
  const languages = siteLanguages.slice(1);
  if (languages.length === 0) return <>{children}</>;
  return (
    // A fieldset named by a hidden legend: the group has the field's name, and the inputs keep theirs (the
    // default language's the field's label, the others their language's name).
    // Its id is where a check before going live links to (decision 061).
    <fieldset
      id={`${idPrefix}-${field}-languages`}
      className={wide ? `${styles.languages} ${admin.wide}` : styles.languages}
    >
      <legend className={visuallyHidden}>{label}</legend>
      {children}
      {languages.map((lang) => {
        const name = translationInputName(lang, field);
        const id = `${idPrefix}-${name}`;
        const value = failure?.values[name] ?? stored[lang]?.[field] ?? "";
        const error = failure?.errors[name];
        const missing = !value.trim() && defaultText.trim() !== "";
        const stale = !missing && (outdated[lang] ?? []).includes(field);
        const described =
          [missing ? `${id}-missing` : "", stale ? `${id}-outdated` : "", error ? `${id}-error` : ""]
            .filter(Boolean)
            .join(" ") || undefined;
        const control = {
          id,
          name,
          lang,
          defaultValue: value,
          maxLength,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described,
        };
        return (
          <div key={lang} className={admin.field}>
            <label htmlFor={id}>{languageName(lang)}</label>
            {multiline ? (
              <textarea {...control} className={admin.textarea} />
            ) : (
              <input type="text" {...control} className={admin.input} />
            )}
            {missing ? (
              <span id={`${id}-missing`} className={styles.missing}>
                Missing translation
              </span>
            ) : null}
            {stale ? (
              <span id={`${id}-outdated`} className={styles.missing}>
                {CHECK_TEXTS.outdatedMark}: {CHECK_TEXTS.outdatedHint(languageName(siteLanguages[0]))}
              </span>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className={admin.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * A new image's alt text in every language (nothing stored yet): the default language's input, the others beside
 * it. Each input posts in the files' order where a field takes several files (decision 043).
 */
export function NewImageAlt({
  label,
  name,
  idPrefix,
  defaultText = "",
  failure = null,
}: {
  label: string;
  /** The default language's input's name; the others are named after it. */
  name: string;
  idPrefix: string;
  defaultText?: string;
  failure?: AdminFailure | null;
}) {
  return (
    <TranslatedField
      label={label}
      field={name}
      defaultText={defaultText}
      stored={{}}
      failure={failure}
      maxLength={TEXT_MAX.alt}
      idPrefix={idPrefix}
    >
      <label className={admin.field}>
        {label}
        <input name={name} className={admin.input} defaultValue={defaultText} maxLength={TEXT_MAX.alt} />
      </label>
    </TranslatedField>
  );
}
