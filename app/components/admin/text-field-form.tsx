import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";

import { TranslatedField } from "~/components/admin/translated-field";
import { Field } from "~/components/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import type { AdminFailure } from "~/utils/admin-action";
import { type ValueKind, valueSchema } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";

import { ADMIN_LOOK } from "./admin-field-look";
import * as styles from "./admin-form.css";
import { ScheduleFields } from "./schedule-fields";

interface Props {
  /** Names the change to the action: the column the value is. */
  intent: string;
  label: string;
  /** The kind of text the value is, which sets its schema and limit; a long one is written in a text area. */
  kind: ValueKind;
  defaultValue: string;
  /** The input's type; an email's is "email" unless told. */
  type?: "text" | "email" | "tel";
  failure: AdminFailure | null | undefined;
  /** A text with a value per language: its stored translations (lang → field → text). */
  translations?: Record<string, Record<string, string>>;
  /** Per language, the fields whose translation is out of date (decision 061). */
  outdated?: Record<string, string[]>;
}

/**
 * One value and its Update button, as a section of its page; the button stays disabled while the value is empty; a translated one has
 * its other languages beside it, posted with it (decision 036). A saved or live-updated value redraws the
 * form with it (the key), so what the fields show is never stale.
 */
export function TextFieldForm(props: Props) {
  return <ValueForm key={JSON.stringify([props.defaultValue, props.translations, props.outdated])} {...props} />;
}

function ValueForm({ intent, label, kind, defaultValue, type, failure, translations, outdated }: Props) {
  const multiline = kind === "long";
  const hydrated = useHydrated();
  const schema = useMemo(() => valueSchema(kind), [kind]);
  const [form, fields] = useSchemaForm(schema, {
    id: `value-${intent}`,
    result: failure?.intent === intent ? failure : null,
    defaultValue: { value: defaultValue },
  });
  const pending = usePendingForm()?.get("intent") === intent;
  const empty = !String(fields.value.value ?? "").trim();
  const field = (
    <Field
      meta={fields.value}
      label={label}
      look={ADMIN_LOOK}
      multiline={multiline}
      type={type ?? (kind === "email" ? "email" : "text")}
      maxLength={TEXT_MAX[kind]}
    />
  );
  return (
    <section className={styles.section}>
      <Form method="post" {...getFormProps(form)} className={styles.form} aria-label={label}>
        <input type="hidden" name="intent" value={intent} />
        {translations ? (
          <TranslatedField
            label={label}
            field={intent}
            defaultText={defaultValue}
            stored={translations}
            outdated={outdated}
            failure={failure?.intent === intent ? failure : null}
            maxLength={TEXT_MAX[kind]}
            multiline={multiline}
            idPrefix={form.id}
          >
            {field}
          </TranslatedField>
        ) : (
          field
        )}
        <button type="submit" className={styles.button} disabled={(hydrated && empty) || pending} aria-busy={pending}>
          {pending ? "Updating…" : "Update"}
        </button>
        <ScheduleFields failure={failure?.intent === intent ? failure : null} busy={pending} />
      </Form>
    </section>
  );
}
