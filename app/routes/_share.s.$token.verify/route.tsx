// A verified share link's code page (/s/<token>/verify, decision 068): the selection opens only after the code
// mailed to its recipient. Plain forms, so it works without scripts; the link's language throughout.
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";

import { SHARE_HEADERS } from "~/.server/http/share";
import { type VerifyFailure, verifyPageAction, verifyPageData } from "~/.server/http/share-verify-page";
import { ShareDeadLink } from "~/components/share-dead-link";
import * as form from "~/components/share-feedback.css";
import * as styles from "~/components/share-page.css";
import { SHARE_CODE_BODY_MAX_BYTES } from "~/utils/constants";
import { SITE_TITLE } from "~/utils/page-meta";
import type { RoutePolicy } from "~/utils/route-policy";
import { DEAD_LINK_TEXTS } from "~/utils/texts/share-link/dead-link";
import { verifyTexts } from "~/utils/texts/share-link/verify";

export const headers: HeadersFunction = () => SHARE_HEADERS;
export const policy = { bodyMaxBytes: SHARE_CODE_BODY_MAX_BYTES } satisfies RoutePolicy;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? verifyTexts(data.lang).title : DEAD_LINK_TEXTS.title} — ${SITE_TITLE}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return verifyPageData(request, params.token ?? "", context.clientIp);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return verifyPageAction(request, params.token ?? "", context.clientIp);
}

export default function VerifyRecipient() {
  const { lang, masked, codeLive, locked, minutes } = useLoaderData<typeof loader>();
  const failure = useActionData<VerifyFailure>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent")) : null;
  const texts = verifyTexts(lang);
  const id = useId();
  const checkError = busy ? null : failure?.intent === "check" ? failure.error : locked;
  const sendError = busy ? null : failure?.intent === "send" ? failure.error : null;
  return (
    <main lang={lang} className={styles.dead}>
      <p className={styles.studio}>{SITE_TITLE}</p>
      <h1 className={styles.deadTitle}>{texts.title}</h1>
      <p>{codeLive ? texts.codeSent(masked, minutes) : texts.intro(masked)}</p>
      {codeLive ? (
        <Form method="post" noValidate className={form.form}>
          <input type="hidden" name="intent" value="check" />
          <label htmlFor={`${id}-code`} className={form.label}>
            {texts.codeLabel}
          </label>
          <input
            id={`${id}-code`}
            name="code"
            className={form.field}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
            aria-invalid={checkError ? true : undefined}
            aria-describedby={checkError ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          <p id={`${id}-hint`} className={form.hint}>
            {texts.codeHint}
          </p>
          {checkError ? (
            <p id={`${id}-error`} role="alert" className={form.error}>
              {checkError}
            </p>
          ) : null}
          <button type="submit" className={form.button} disabled={busy !== null}>
            {busy === "check" ? texts.opening : texts.open}
          </button>
        </Form>
      ) : null}
      <Form method="post" className={form.form}>
        <input type="hidden" name="intent" value="send" />
        {sendError ? (
          <p role="alert" className={form.error}>
            {sendError}
          </p>
        ) : null}
        <p>
          <button type="submit" className={form.button} disabled={busy !== null}>
            {busy === "send" ? texts.sendingCode : codeLive ? texts.newCode : texts.sendCode}
          </button>
        </p>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  return <ShareDeadLink />;
}
