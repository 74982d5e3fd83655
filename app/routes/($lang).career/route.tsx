import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { type FormEvent, useState } from "react";

import { getCareer } from "~/.server/content/pages/reads";
import { pageLanguage } from "~/.server/http/language";
import { formToken } from "~/.server/submissions/antispam";
import { receiveCareer } from "~/.server/submissions/receive";
import { Field } from "~/components/field";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PortfolioInput } from "~/components/portfolio-input";
import { SubmissionForm } from "~/components/submission-form";
import { sendWithProgress } from "~/hooks/send-with-progress";
import { useLanguage } from "~/hooks/use-language";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { CAREER_BODY_MAX_BYTES, SUBMISSION_LIMITS } from "~/utils/constants";
import { type FormResult } from "~/utils/forms";
import type { LiveHandle } from "~/utils/live-tables";
import { formPageHeaders, formPageMeta, notFoundMeta } from "~/utils/page-meta";
import type { RoutePolicy } from "~/utils/route-policy";
import { submissionSchemas } from "~/utils/submission-schemas";
import { textsFor } from "~/utils/texts";

import * as styles from "./styles.css";

/** With JavaScript the form is sent here (in the page's language), by XMLHttpRequest, to show the upload's progress. */
const CAREER_UPLOAD_PATH = "/career/apply";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const headers = formPageHeaders;
export const handle = { liveTables: ["career"] } satisfies LiveHandle;
export const policy = { bodyMaxBytes: CAREER_BODY_MAX_BYTES, hydrateAtOnce: true } satisfies RoutePolicy;

// An unknown language prefix (the loader's 404) still gets the not-found title.
export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? formPageMeta(data, textsFor(data.lang).career, data.career.career_header) : notFoundMeta(args);

export async function loader({ params }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  return { career: await getCareer(lang), token: formToken(), lang, url: url("/career") };
}

/** The form without JavaScript: a full-page multipart post. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { lang } = pageLanguage(params);
  const outcome = await receiveCareer(request, context, policy.bodyMaxBytes, lang);
  return data(outcome.body, { status: outcome.status });
}

export default function Career() {
  const { career, token, lang } = useLoaderData<typeof loader>();
  const texts = textsFor(lang);
  return (
    <main className={styles.page}>
      <section className={styles.intro} aria-labelledby="career-title">
        <h1 id="career-title" className={styles.title}>
          {texts.career.title}
        </h1>
        <p className={styles.header} lang={career.fallbackLang.career_header}>
          {career.career_header}
        </p>
        <a className={styles.mail} href={`mailto:${career.email}`}>
          {career.email}
        </a>
      </section>
      <CareerForm token={token} />
    </main>
  );
}

function CareerForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const { texts, to, lang } = useLanguage();
  const [sent, setSent] = useState<FormResult | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const posting = usePendingForm(to("/career")) !== null;
  const pending = progress !== null || posting;
  const result = sent ?? actionData;
  // With JavaScript: the schema checks the fields (and the chosen file), then the form is uploaded with progress.
  const [form, fields] = useSchemaForm(submissionSchemas(lang).careerForm, { id: "career", result, onSubmit: upload });

  async function upload(event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) {
    event.preventDefault();
    if (progress !== null) return;
    setSent(null);
    const answer = await sendWithProgress(to(CAREER_UPLOAD_PATH), formData, setProgress);
    setProgress(null);
    if (answer.kind === "network")
      return setSent({ ok: false, errors: { form: texts.formErrors.uploadFailed }, values: {} });
    const outcome = answer.kind === "json" ? (answer.body as FormResult | null) : null;
    if (!outcome || typeof outcome.ok !== "boolean")
      return setSent({ ok: false, errors: { form: texts.formErrors.careerFailed }, values: {} });
    setSent(outcome);
    if (outcome.ok) {
      setResetKey((k) => k + 1);
      // A form token is accepted once: the next application needs the fresh one a reload gives.
      revalidator.revalidate();
    }
  }

  return (
    <SubmissionForm
      formProps={getFormProps(form)}
      fields={fields}
      token={token}
      result={result}
      pending={pending}
      multipart
    >
      <Field meta={fields.tellUs} label={texts.career.tellUs} multiline maxLength={SUBMISSION_LIMITS.message} />
      {/* Last in the form, so the text fields arrive before the file and survive a refused upload. */}
      <PortfolioInput
        id={fields.portfolio.id}
        name={fields.portfolio.name}
        error={fields.portfolio.errors?.[0]}
        progress={progress}
        resetKey={resetKey}
      />
    </SubmissionForm>
  );
}

/** An unknown language prefix: the 404 page, inside the layout, with its title. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
