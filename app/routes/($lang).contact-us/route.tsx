import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { getContact } from "~/.server/content/pages/reads";
import { siteOrigin } from "~/.server/env";
import { pageLanguage } from "~/.server/http/language";
import { formToken } from "~/.server/submissions/antispam";
import { receiveContact } from "~/.server/submissions/receive";
import { Field } from "~/components/field";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { SubmissionForm } from "~/components/submission-form";
import { useLanguage } from "~/hooks/use-language";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { CONTACT_BODY_MAX_BYTES, SUBMISSION_LIMITS } from "~/utils/constants";
import type { LiveHandle } from "~/utils/live-tables";
import { formPageHeaders, formPageMeta, notFoundMeta } from "~/utils/page-meta";
import type { RoutePolicy } from "~/utils/route-policy";
import { structuredData, studioOrganization } from "~/utils/structured-data";
import { submissionSchemas } from "~/utils/submission-schemas";
import { textsFor } from "~/utils/texts";

import * as styles from "./styles.css";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const headers = formPageHeaders;
export const handle = { liveTables: ["contact"] } satisfies LiveHandle;
export const policy = { bodyMaxBytes: CONTACT_BODY_MAX_BYTES, hydrateAtOnce: true } satisfies RoutePolicy;

// An unknown language prefix (the loader's 404) still gets the not-found title.
export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? formPageMeta(data, textsFor(data.lang).contact, data.contact.description) : notFoundMeta(args);

export async function loader({ params }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  const contact = await getContact(lang);
  return {
    contact,
    structuredData: structuredData([studioOrganization({ lang, url, origin: siteOrigin() }, contact)]),
    token: formToken(),
    lang,
    url: url("/contact-us"),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { lang } = pageLanguage(params);
  const outcome = await receiveContact(request, context, policy.bodyMaxBytes, lang);
  return data(outcome.body, { status: outcome.status });
}

export default function ContactUs() {
  const { contact, token, lang } = useLoaderData<typeof loader>();
  const texts = textsFor(lang);
  const fallback = contact.fallbackLang;
  return (
    <main className={styles.page}>
      <section className={styles.info} aria-labelledby="contact-title">
        <h1 id="contact-title" className={styles.title} lang={fallback.contact_header}>
          {contact.contact_header}
        </h1>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt className={styles.term}>{texts.contact.location}</dt>
            <dd className={styles.value} lang={fallback.location}>
              {contact.location}
            </dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>{texts.contact.tel}</dt>
            <dd className={styles.value}>
              <a href={`tel:${contact.telephone.replace(/[^0-9+]/g, "")}`}>{contact.telephone}</a>
            </dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>{texts.contact.email}</dt>
            <dd className={styles.value}>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
        </dl>
        <p className={styles.motto} lang={fallback.description}>
          {contact.description}
        </p>
      </section>
      <section className={styles.formColumn} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          {texts.contact.sendUs}
        </h2>
        <ContactForm token={token} />
      </section>
    </main>
  );
}

function ContactForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const { texts, to, lang } = useLanguage();
  const pending = usePendingForm(to("/contact-us")) !== null;
  const [form, fields] = useSchemaForm(submissionSchemas(lang).contact, { id: "contact", result: actionData });
  return (
    <SubmissionForm formProps={getFormProps(form)} fields={fields} token={token} result={actionData} pending={pending}>
      <Field meta={fields.message} maxLength={SUBMISSION_LIMITS.message} label={texts.contact.message} multiline />
    </SubmissionForm>
  );
}

/** An unknown language prefix: the 404 page, inside the layout, with its title. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
