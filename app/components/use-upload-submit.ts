import { useBlocker, useLocation, useNavigate } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type AdminFailure, type AdminOutcome, uploadUrl } from "~/utils/admin-action";
import { MESSAGES } from "~/utils/messages";
import { fileShares, sendWithProgress } from "~/utils/send-with-progress";
import { setFileStates, updateFileStates } from "~/hooks/use-file-progress";
import { toast } from "~/utils/toast";

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

/**
 * Sends a multipart form with its upload progress (sendWithProgress). The page's upload route answers the same outcome as its action, as JSON: a success
 * navigates to where the plain form would have been redirected (its toast was flashed),
 * a failure is returned for the page to show. Without JavaScript the plain form posts.
 */
export function useUploadSubmit(page: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  // Which form is uploading (its data-upload name), so only that one shows the bar.
  const [active, setActive] = useState<string | null>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  // The upload under way, if any: leaving the page asks first, and stops it if the admin leaves.
  const sending = useRef<AbortController | null>(null);
  useLeaveGuard(sending, progress !== null);
  // A new page (after a save, or any navigation) starts without the last failure, but for one it carries.
  const carried = useRef<AdminFailure | null>(null);
  useEffect(() => {
    setFailure(carried.current);
    carried.current = null;
  }, [location.key]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>, check?: (form: HTMLFormElement) => AdminFailure | null) => {
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const checked = check?.(form) ?? null;
      if (checked) {
        setFailure(checked);
        return;
      }
      const body = new FormData(form, submitter);
      setFailure(null);
      setActive(form.dataset.upload ?? null);
      const failed = (message: string): AdminFailure => ({
        ok: false,
        intent: String(body.get("intent") ?? ""),
        errors: { form: message },
        values: {},
        toast: toast("error", message),
      });
      const url = uploadUrl(page, location.search);
      const controller = new AbortController();
      sending.current = controller;
      const done = () => {
        sending.current = null;
        setProgress(null);
      };
      const saved = (outcome: Extract<AdminOutcome, { ok: true }>) =>
        navigate(outcome.redirectTo, { replace: true, state: { toast: outcome.toast, ...FRESH_FORMS } });

      // A form whose handler takes one file, given several: each goes as its own save, so one the
      // server refuses is marked with its reason and the others are saved.
      const field = form.dataset.oneByOne;
      const files = field ? body.getAll(field).filter((f): f is File => f instanceof File && f.size > 0) : [];
      if (field && files.length > 1) {
        void (async () => {
          const alts = body.getAll(`${field}Alt`);
          let last: Extract<AdminOutcome, { ok: true }> | null = null;
          let refused: AdminFailure | null = null;
          for (const [index, file] of files.entries()) {
            const one = new FormData();
            for (const [key, value] of body) if (key !== field && key !== `${field}Alt`) one.append(key, value);
            one.append(field, file);
            one.append(`${field}Alt`, alts[index] ?? "");
            const answer = await sendWithProgress(
              url,
              one,
              (fraction) => {
                setProgress((index + fraction) / files.length);
                updateFileStates([[file, { sent: fraction }]]);
              },
              controller.signal,
            );
            if (answer.kind === "aborted") return;
            if (answer.kind === "not-json") return window.location.assign(answer.url);
            const outcome = answer.kind === "json" ? (answer.body as AdminOutcome) : failed(MESSAGES.uploadFailed);
            if (outcome.ok) last = outcome;
            else refused = outcome;
            const reason = outcome.ok ? null : (outcome.errors[field] ?? outcome.errors.form ?? outcome.toast?.message ?? MESSAGES.uploadFailed);
            updateFileStates([[file, reason === null ? { saved: true } : { error: reason }]]);
          }
          done();
          if (!refused && last) {
            setFileStates(new Map());
            return saved(last);
          }
          // Each refused file is marked in the list, by the server's reason. A plain navigation (not
          // FRESH_FORMS, so the selection stays) shows the saved ones and carries the failure's toast.
          const marked = refused && { ...refused, errors: {} };
          if (!last) return setFailure(marked);
          carried.current = marked;
          navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
        })();
        return;
      }

      // Each chosen file's row shows its own share of the upload.
      const shares = fileShares(body);
      const onProgress = (fraction: number) => {
        setProgress(fraction);
        setFileStates(new Map([...shares(fraction)].map(([file, sent]) => [file, { sent }])));
      };
      void sendWithProgress(url, body, onProgress, controller.signal).then((answer) => {
        if (answer.kind === "aborted") return;
        done();
        setFileStates(new Map());
        if (answer.kind === "network") return setFailure(failed(MESSAGES.uploadFailed));
        // Not JSON: signed out meanwhile, the guard sent the request to the login page.
        if (answer.kind === "not-json") return window.location.assign(answer.url);
        const outcome = answer.body as AdminOutcome;
        if (outcome.ok) saved(outcome);
        else setFailure(outcome);
      });
    },
    [navigate, page, location.pathname, location.search],
  );

  return {
    failure,
    onSubmit,
    /** Key the page's upload forms with this: they start empty after a save, and only then. */
    formKey: useFreshFormKey(),
    busy: progress !== null,
    /** The progress of the named form's upload, or null when it is not uploading. */
    progressOf: (name: string) => (active === name ? progress : null),
  };
}

/**
 * While files are going up, leaving asks first: closing the tab or reloading (the browser's own
 * question), and a link or Back inside the app (a confirm). Leaving stops the upload, so nothing is
 * saved half-way and nothing happens later on another page.
 */
function useLeaveGuard(sending: { current: AbortController | null }, busy: boolean) {
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
  const blocker = useBlocker(({ currentLocation, nextLocation }) => sending.current !== null && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(MESSAGES.leaveWhileUploading)) {
      sending.current?.abort();
      sending.current = null;
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, sending]);
}
