import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";

import { Field } from "~/components/field";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import type { AdminFailure } from "~/utils/admin-action";
import { type ValueKind, valueSchema } from "~/utils/admin-schemas";
import { TEXT_MAX } from "~/utils/constants";

import { ADMIN_LOOK } from "./admin-field-look";
import * as styles from "./admin-form.css";

interface Props {
  /** Names the change to the action. */
  intent: string;
  label: string;
  /** The kind of text the value is, which sets its schema and limit. */
  kind: ValueKind;
  defaultValue: string;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  failure: AdminFailure | null | undefined;
}

/**
 * One value and its Update button, which stays disabled while the value is empty. A saved or
 * live-updated value redraws the form with it (the key), so what the field shows is never stale.
 */
export function TextFieldForm(props: Props) {
  return <ValueForm key={props.defaultValue} {...props} />;
}

function ValueForm({ intent, label, kind, defaultValue, multiline = false, type = "text", failure }: Props) {
  const hydrated = useHydrated();
  const schema = useMemo(() => valueSchema(kind), [kind]);
  const [form, fields] = useSchemaForm(schema, {
    id: `value-${intent}`,
    result: failure?.intent === intent ? failure : null,
    defaultValue: { value: defaultValue },
  });
  const pending = usePendingForm()?.get("intent") === intent;
  const empty = !String(fields.value.value ?? "").trim();
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <Field
        meta={fields.value}
        label={label}
        look={ADMIN_LOOK}
        multiline={multiline}
        type={type}
        maxLength={TEXT_MAX[kind]}
      />
      <button type="submit" className={styles.button} disabled={(hydrated && empty) || pending} aria-busy={pending}>
        {pending ? "Updating…" : "Update"}
      </button>
    </Form>
  );
}
