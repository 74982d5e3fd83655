// The career form's upload with progress: the browser sends the same multipart body as the
// page's action gets without JavaScript, by XMLHttpRequest, and reads the outcome as JSON.
// Under the page's language prefix (/pt/career/apply), so its messages are in the page's language.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { pageLanguage } from "~/.server/http/language";
import { receiveCareer } from "~/.server/submissions/receive";
import { CAREER_BODY_MAX_BYTES } from "~/utils/constants";
import type { RoutePolicy } from "~/utils/route-policy";
import { statusTexts, textsFor } from "~/utils/texts";

export const policy = { bodyMaxBytes: CAREER_BODY_MAX_BYTES, json: true } satisfies RoutePolicy;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { lang } = pageLanguage(params);
  const outcome = await receiveCareer(request, context, policy.bodyMaxBytes, lang);
  return Response.json(outcome.body, { status: outcome.status, headers: { "Cache-Control": "no-store" } });
}

/** Opened in the browser (it only takes the form's posts): told so in the page's language. */
export function loader({ params }: LoaderFunctionArgs) {
  const { lang } = pageLanguage(params);
  return new Response(`${statusTexts(textsFor(lang), 405).text}\n`, {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
