import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AntispamFields } from "~/components/antispam-fields";
import { FormField } from "~/components/form-field";
import { FormStatus } from "~/components/form-status";
import * as formStyles from "~/components/submission-form.css";
import { getContact } from "~/.server/content/pages";
import { formToken } from "~/.server/submissions/antispam";
import { SUBMISSION_LIMITS } from "~/utils/constants";
import { parseForm } from "~/utils/forms";
import { pageMeta, requestOrigin, summary } from "~/utils/page-meta";
import { receiveContact } from "~/.server/submissions/receive";
import { contactSchema, type SubmissionResult } from "~/utils/submission-schemas";
import { useFocusOutcome } from "~/hooks/use-focus-outcome";
import * as styles from "./contact-us.css";
import type { LiveHandle } from "~/utils/live-tables";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["contact"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({ title: "Contact", description: summary(data.contact.description || "Get in touch with Paper Plane Project Studio."), url: data.url, image: null })
    : [];

export async function loader({ request }: LoaderFunctionArgs) {
  return { contact: await getContact(), token: formToken(), url: `${requestOrigin(request)}/contact-us` };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await receiveContact(request, context);
  return data(outcome.body, { status: outcome.status });
}

export default function ContactUs() {
  const { contact, token } = useLoaderData<typeof loader>();
  return (
    <main className={styles.page}>
      <section className={styles.info} aria-labelledby="contact-title">
        <h1 id="contact-title" className={styles.title}>
          {contact.contact_header}
        </h1>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt className={styles.term}>Location</dt>
            <dd className={styles.value}>{contact.location}</dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>Tel.</dt>
            <dd className={styles.value}>
              <a href={`tel:${contact.telephone.replace(/[^0-9+]/g, "")}`}>{contact.telephone}</a>
            </dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>Email</dt>
            <dd className={styles.value}>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        </dl>
        <p className={styles.motto}>{contact.description}</p>
      </section>
      <section className={styles.formColumn} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          Send us a message
        </h2>
        <ContactForm token={token} />
      </section>
    </main>
  );
}

function ContactForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientResult, setClientResult] = useState<SubmissionResult | null>(null);
  const pending = navigation.state === "submitting" && navigation.formAction === "/contact-us";
  const result = clientResult ?? actionData;
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};
  const statusRef = useFocusOutcome(formRef, result);

  useEffect(() => {
    if (actionData?.ok) formRef.current?.reset();
  }, [actionData]);

  // With JavaScript the same schema checks the fields before anything is sent.
  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(contactSchema, new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientResult(null);
      return;
    }
    event.preventDefault();
    setClientResult({ ok: false, errors: parsed.errors, values: {} });
  }

  return (
    <Form method="post" ref={formRef} noValidate onSubmit={validate} className={formStyles.form} aria-busy={pending}>
      <AntispamFields token={token} />
      <FormField form="contact" label="Name" name="name" required maxLength={SUBMISSION_LIMITS.name} autoComplete="name" defaultValue={values.name} error={errors.name} />
      <FormField form="contact" label="Tel" name="tel" type="tel" maxLength={SUBMISSION_LIMITS.tel} autoComplete="tel" defaultValue={values.tel} error={errors.tel} />
      <FormField form="contact" label="Mail" name="email" type="email" required maxLength={SUBMISSION_LIMITS.email} autoComplete="email" defaultValue={values.email} error={errors.email} />
      <FormField form="contact" label="Message" name="message" multiline required maxLength={SUBMISSION_LIMITS.message} defaultValue={values.message} error={errors.message} />
      <FormStatus ref={statusRef} result={pending ? null : result} />
      <button type="submit" className={formStyles.submit} disabled={pending}>
        {pending ? "SENDING…" : "SUBMIT"}
      </button>
    </Form>
  );
}
