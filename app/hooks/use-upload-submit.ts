import { useBlocker, useLocation, useNavigate } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

import {
  type Ending,
  sendBatch,
  type SendContext,
  type Sending,
  sendOneByOne,
  sendTogether,
} from "~/hooks/upload-sending";
import type { AdminFailure, AdminOutcome } from "~/utils/admin-action";
import { typedValues } from "~/utils/forms";
import { MEDIA_TEXTS } from "~/utils/texts/admin/media";
import { type Toast, toast } from "~/utils/toast";

export type { Sending };

/** Navigation state that asks the page for empty forms: a save went through, or the admin cancelled. */
export const FRESH_FORMS = { freshForms: true } as const;

/**
 * A key that changes only on navigations marked FRESH_FORMS. Every other post on the page (moving an
 * image, saving an alt text) is a navigation too, and must not throw away what the admin is typing.
 */
function useFreshFormKey(): string {
  const location = useLocation();
  const key = useRef(location.key);
  if ((location.state as Partial<typeof FRESH_FORMS> | null)?.freshForms) key.current = location.key;
  return key.current;
}

const SENDERS = {
  together: (context, _sending) => sendTogether(context),
  "one-by-one": (context, sending) => sendOneByOne(context, sending.field),
  batch: (context, sending) => sendBatch(context, sending.fields),
} satisfies {
  [K in Sending["kind"]]: (context: SendContext, sending: Extract<Sending, { kind: K }>) => Promise<Ending>;
};

/**
 * Sends a page's multipart forms to the page's own action with upload progress, in the way each form names
 * (upload-sending.ts); the action answers JSON. A success navigates to where the plain form would have been
 * redirected, its toast in the navigation's state (root.tsx shows it); a failure is returned for the page to
 * show. Without JavaScript the plain form posts. `actionData`: the page's own action data (useActionData), so
 * `failure` is the page's one failure to show, the last upload's or the last plain post's (a form without
 * files, or any without JavaScript).
 */
export function useUploadSubmit(actionData: AdminOutcome | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  // Which form is uploading, so only that one shows the bar.
  const [active, setActive] = useState<string | null>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  // A toast of the page's own, for a form its check in the browser refused.
  const [refusal, setRefusal] = useState<Toast | null>(null);
  // A batch's files sent so far, of all it holds, for the total under the bar.
  const [fileCounts, setFileCounts] = useState<{ sent: number; total: number } | null>(null);
  // The upload under way, if any: leaving the page asks first, and stops it if the admin leaves.
  const sending = useRef<AbortController | null>(null);
  // A batch's files the server refused (their count), and the submit to send them again: the
  // files it did take wait for the save, so leaving asks first then too.
  const [refusedFiles, setRefusedFiles] = useState(0);
  const lastSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  useLeaveGuard(sending, progress !== null || refusedFiles > 0);
  // A new page (after a save, or any navigation) starts without the last failure, but for one it carries.
  const carried = useRef<AdminFailure | null>(null);
  useEffect(() => {
    setFailure(carried.current);
    setRefusal(null);
    carried.current = null;
  }, [location.key]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>, how: Sending) => {
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const body = new FormData(form, submitter);
      lastSubmit.current = { form, submitter };
      setFailure(null);
      setRefusal(null);
      setRefusedFiles(0);
      setActive(how.form);
      const controller = new AbortController();
      sending.current = controller;
      const context: SendContext = {
        // The form's action: the page's own URL, with its search (Remix's <Form> writes it).
        url: form.action,
        body,
        signal: controller.signal,
        progress: setProgress,
        counted: (sent, total) => setFileCounts({ sent, total }),
        failed: (message) => ({
          ok: false,
          intent: String(body.get("intent") ?? ""),
          errors: { form: message },
          // What was typed goes back with a failure, so the form keeps it.
          values: typedValues(body),
          toast: toast("error", message),
        }),
      };
      void (SENDERS[how.kind] as (context: SendContext, sending: Sending) => Promise<Ending>)(context, how).then(
        (ending) => {
          if (ending.kind === "stopped") return;
          sending.current = null;
          setProgress(null);
          setFileCounts(null);
          if (ending.kind === "left") return window.location.assign(ending.url);
          if (ending.kind === "saved")
            return navigate(ending.outcome.redirectTo, {
              replace: true,
              state: { toast: ending.outcome.toast, ...FRESH_FORMS },
            });
          if (ending.kind === "partly-saved") {
            // A plain navigation (not FRESH_FORMS, so the selection stays) shows the saved ones and carries the failure.
            carried.current = ending.failure;
            return navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
          }
          setRefusedFiles(ending.refusedFiles ?? 0);
          setFailure(ending.failure);
        },
      );
    },
    [navigate, location.pathname, location.search],
  );

  return {
    failure: failure ?? (actionData && !actionData.ok ? actionData : null),
    /** The page's toast of a failure: the last upload's or plain post's, or a form refused before it went. */
    toast: refusal ?? failure?.toast ?? (actionData && !actionData.ok ? actionData.toast : null),
    onSubmit,
    /** Shows a toast for a form refused in the browser (its fields show why). */
    refuse: (message: string) => setRefusal(toast("error", message)),
    /** Key the page's upload forms with this: they start empty after a save, and only then. */
    formKey: useFreshFormKey(),
    busy: progress !== null,
    /** The progress of the named form's upload, or null when it is not uploading. */
    progressOf: (name: string) => (active === name ? progress : null),
    /** A batch's files sent so far, of all it holds, while it goes. */
    fileCounts,
    /** How many of the last batch's files the server refused (0: none). */
    refusedFiles,
    /** Sends the last batch's refused files again, and saves if they all arrive: the same submit as before. */
    retryFailed: () => {
      const last = lastSubmit.current;
      if (last?.form.isConnected) last.form.requestSubmit(last.submitter?.isConnected ? last.submitter : null);
    },
  };
}

/**
 * While files are going up (or a batch's sent files wait for the refused ones), leaving asks first:
 * closing the tab or reloading (the browser's own question), and a link or Back inside the app (a
 * confirm). Leaving stops the upload, so nothing is saved half-way and nothing happens later on
 * another page; a batch's files left behind are swept (decision 035).
 */
function useLeaveGuard(sending: { current: AbortController | null }, busy: boolean) {
  const guarding = useRef(busy);
  guarding.current = busy;
  useEffect(() => {
    if (!busy) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [busy]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(sending.current ? MEDIA_TEXTS.leaveWhileUploading : MEDIA_TEXTS.leaveWithFilesSent)) {
      sending.current?.abort();
      sending.current = null;
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, sending]);
}
