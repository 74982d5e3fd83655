// The frame of both public forms (career and contact): the bot filters' hidden fields, the sender's
// name, telephone and email, the form's own fields, the outcome and the send button. After a send,
// focus goes to the first wrong field or the outcome; a sent form is emptied for the next one.
import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";

import { useFocusOutcome } from "~/hooks/use-focus-outcome";
import { useLanguage } from "~/hooks/use-language";
import { SUBMISSION_LIMITS } from "~/utils/constants";
import type { FormResult } from "~/utils/forms";

import { AntispamFields } from "./antispam-fields";
import { Field } from "./field";
import { FormStatus } from "./form-status";
import * as styles from "./submission-form.css";

interface SubmissionFormProps {
  /** `getFormProps(form)` of the page's conform form. */
  formProps: ReturnType<typeof getFormProps>;
  fields: { name: FieldMetadata<unknown>; tel: FieldMetadata<unknown>; email: FieldMetadata<unknown> };
  /** The signed time of rendering, from the loader. */
  token: string;
  /** The last send's outcome, from the action or the page's own upload. */
  result: FormResult | null | undefined;
  /** A send is under way: the button says so and is disabled, the last outcome is hidden. */
  pending: boolean;
  /** The form carries a file. */
  multipart?: boolean;
  /** The form's own fields, after the sender's. */
  children: ReactNode;
}

export function SubmissionForm({
  formProps,
  fields,
  token,
  result,
  pending,
  multipart,
  children,
}: SubmissionFormProps) {
  const { texts } = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useFocusOutcome(formRef, result);

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      ref={formRef}
      {...formProps}
      className={styles.form}
      aria-busy={pending}
    >
      <AntispamFields token={token} />
      <Field meta={fields.name} label={texts.form.name} maxLength={SUBMISSION_LIMITS.name} autoComplete="name" />
      <Field meta={fields.tel} label={texts.form.tel} type="tel" maxLength={SUBMISSION_LIMITS.tel} autoComplete="tel" />
      <Field
        meta={fields.email}
        label={texts.form.mail}
        type="email"
        maxLength={SUBMISSION_LIMITS.email}
        autoComplete="email"
      />
      {children}
      <FormStatus ref={statusRef} result={pending ? null : result} />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? texts.form.sending : texts.form.submit}
      </button>
    </Form>
  );
}
