import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { type FormEvent, useRef, useState } from "react";
import { AntispamFields } from "~/components/antispam-fields";
import { FormField } from "~/components/form-field";
import { FormStatus } from "~/components/form-status";
import { PortfolioInput } from "~/components/portfolio-input";
import * as formStyles from "~/components/submission-form.css";
import { getCareer } from "~/.server/content/pages";
import { formToken } from "~/.server/submissions/antispam";
import { PORTFOLIO_MAX_BYTES, SUBMISSION_LIMITS } from "~/utils/constants";
import { parseForm } from "~/utils/forms";
import { pageMeta, requestOrigin, summary } from "~/utils/page-meta";
import { receiveCareer } from "~/.server/submissions/receive";
import { MESSAGES } from "~/utils/messages";
import { careerSchema, type SubmissionResult } from "~/utils/submission-schemas";
import { useFocusOutcome } from "~/hooks/use-focus-outcome";
import * as styles from "./career.css";
import type { LiveHandle } from "~/utils/live-tables";

/** With JavaScript the form is sent here, by XMLHttpRequest, to show the upload's progress. */
const CAREER_UPLOAD_PATH = "/career/apply";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["career"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({ title: "Career", description: summary(data.career.career_header || "Work with Paper Plane Project Studio."), url: data.url, image: null })
    : [];

export async function loader({ request }: LoaderFunctionArgs) {
  return { career: await getCareer(), token: formToken(), url: `${requestOrigin(request)}/career` };
}

/** The form without JavaScript: a full-page multipart post. */
export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await receiveCareer(request, context);
  return data(outcome.body, { status: outcome.status });
}

export default function Career() {
  const { career, token } = useLoaderData<typeof loader>();
  return (
    <main className={styles.page}>
      <section className={styles.intro} aria-labelledby="career-title">
        <h1 id="career-title" className={styles.title}>
          CAREER
        </h1>
        <p className={styles.header}>{career.career_header}</p>
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
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<SubmissionResult | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const pending = progress !== null || (navigation.state === "submitting" && navigation.formAction === "/career");
  const result = sent ?? actionData;
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};
  const statusRef = useFocusOutcome(formRef, result);

  // With JavaScript: check in the browser, then upload with progress; the form is cleared only on success.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const parsed = parseForm(careerSchema, body);
    const fieldErrors = parsed.ok ? {} : { ...parsed.errors };
    const file = body.get("portfolio");
    if (!(file instanceof File) || file.size === 0) fieldErrors.portfolio = MESSAGES.portfolioRequired;
    else if (file.size > PORTFOLIO_MAX_BYTES) fieldErrors.portfolio = MESSAGES.portfolioTooLarge;
    if (Object.keys(fieldErrors).length > 0) {
      setSent({ ok: false, errors: fieldErrors, values: {} });
      return;
    }
    setSent(null);
    setProgress(0);
    const failed: SubmissionResult = { ok: false, errors: { form: MESSAGES.careerFailed }, values: {} };
    const request = new XMLHttpRequest();
    request.open("POST", CAREER_UPLOAD_PATH);
    request.responseType = "json";
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(e.loaded / e.total);
    };
    request.onload = () => {
      setProgress(null);
      const answer = request.response as SubmissionResult | null;
      if (!answer || typeof answer.ok !== "boolean") return setSent(failed);
      setSent(answer);
      if (answer.ok) {
        form.reset();
        setResetKey((k) => k + 1);
        // A form token is accepted once: the next application needs the fresh one a reload gives.
        revalidator.revalidate();
      }
    };
    request.onerror = () => {
      setProgress(null);
      setSent({ ok: false, errors: { form: MESSAGES.uploadFailed }, values: {} });
    };
    request.send(body);
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={formRef}
      noValidate
      onSubmit={submit}
      className={formStyles.form}
      aria-busy={pending}
    >
      <AntispamFields token={token} />
      <FormField form="career" label="Name" name="name" required maxLength={SUBMISSION_LIMITS.name} autoComplete="name" defaultValue={values.name} error={errors.name} />
      <FormField form="career" label="Tel" name="tel" type="tel" maxLength={SUBMISSION_LIMITS.tel} autoComplete="tel" defaultValue={values.tel} error={errors.tel} />
      <FormField form="career" label="Mail" name="email" type="email" required maxLength={SUBMISSION_LIMITS.email} autoComplete="email" defaultValue={values.email} error={errors.email} />
      <FormField form="career" label="Anything to tell us?" name="tellUs" multiline maxLength={SUBMISSION_LIMITS.message} defaultValue={values.tellUs} error={errors.tellUs} />
      {/* Last in the form, so the text fields arrive before the file and survive a refused upload. */}
      <PortfolioInput id="career-portfolio" name="portfolio" error={errors.portfolio} progress={progress} resetKey={resetKey} />
      <FormStatus ref={statusRef} result={pending ? null : result} />
      <button type="submit" className={formStyles.submit} disabled={pending}>
        {pending ? "SENDING…" : "SUBMIT"}
      </button>
    </Form>
  );
}
