// A verified share link's code page (/s/<token>/verify, decision 068): it asks for the code, mails one on request,
// and on the right one sets the link's cookie and goes on to the page the recipient asked for. Nothing of the
// selection shows here, and nothing is counted in the view log: the recipient has not opened it yet.
import { data, redirect } from "@remix-run/node";

import {
  checkCode,
  codeState,
  isCodeShaped,
  normaliseCode,
  recipientOf,
  sendCode,
} from "~/.server/content/sharing/recipient-codes";
import { now } from "~/.server/runtime/clock";
import { SHARE_CODE_TTL_MS } from "~/utils/constants";
import { maskEmail, verifyTexts } from "~/utils/texts/share-link/verify";
import { toast } from "~/utils/toast";

import { findLink, SHARE_HEADERS, SHARE_PATH_PREFIX, sharePath } from "./share";
import { isVerified, verifiedCookieHeader } from "./share-verified-cookie";
import { redirectWithToast } from "./toast";

/** A refused post: which form, and what to say. */
export interface VerifyFailure {
  intent: "send" | "check";
  error: string;
}

const minutesUntil = (at: number) => Math.max(1, Math.ceil((at - now()) / 60_000));

/** Where to go once verified: the page or file of this link the gate was asked for (?next=), else its selection. */
function nextOf(request: Request, token: string): string {
  const next = new URL(request.url).searchParams.get("next") ?? "";
  const ownPage = next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/verify") && !next.includes("\\");
  return sharePath(token) + (ownPage ? next : "");
}

/** The link, when it asks for a code this browser has not given yet; else the way on (or the dead-link answer). */
async function linkToVerify(request: Request, token: string, clientIp: string) {
  const link = await findLink(token, clientIp);
  const recipient = await recipientOf(link.id);
  if (!recipient?.email || (await isVerified(request, SHARE_PATH_PREFIX, link)))
    throw redirect(nextOf(request, token), { headers: SHARE_HEADERS });
  return { link, email: recipient.email };
}

export async function verifyPageData(request: Request, token: string, clientIp: string) {
  const { link, email } = await linkToVerify(request, token, clientIp);
  const state = await codeState(link.id);
  const texts = verifyTexts(link.lang);
  return data(
    {
      lang: link.lang,
      masked: maskEmail(email),
      codeLive: state.codeLive,
      locked: state.lockedUntil === null ? null : texts.locked(minutesUntil(state.lockedUntil)),
      minutes: SHARE_CODE_TTL_MS / 60_000,
    },
    { headers: SHARE_HEADERS },
  );
}

export async function verifyPageAction(request: Request, token: string, clientIp: string) {
  const { link } = await linkToVerify(request, token, clientIp);
  const texts = verifyTexts(link.lang);
  const form = await request.formData();
  const fail = (status: number, failure: VerifyFailure) => data(failure, { status, headers: SHARE_HEADERS });
  if (form.get("intent") === "send") {
    const sent = await sendCode(link.id);
    if (!sent.ok) return fail(429, { intent: "send", error: texts.sendsUsed(minutesUntil(sent.retryAt)) });
    const url = new URL(request.url);
    return redirectWithToast(request, url.pathname + url.search, toast("success", texts.newCodeSent), {
      headers: SHARE_HEADERS,
    });
  }
  const code = normaliseCode(String(form.get("code") ?? ""));
  if (!isCodeShaped(code)) return fail(400, { intent: "check", error: texts.codeFormat });
  const checked = await checkCode(link.id, code);
  if (!checked.ok)
    return checked.reason === "locked"
      ? fail(429, { intent: "check", error: texts.locked(minutesUntil(checked.retryAt)) })
      : fail(400, { intent: "check", error: texts.codeWrong });
  const headers = new Headers(SHARE_HEADERS);
  headers.append("Set-Cookie", await verifiedCookieHeader(request, SHARE_PATH_PREFIX, link));
  return redirect(nextOf(request, token), { headers });
}
