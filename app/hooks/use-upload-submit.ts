import { useBlocker, useLocation, useNavigate } from "@remix-run/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

import { fileShares, sendWithProgress } from "~/hooks/send-with-progress";
import { fileStates, setFileStates, updateFileStates } from "~/hooks/use-file-progress";
import { type AdminFailure, type AdminOutcome, uploadUrl } from "~/utils/admin-action";
import { COMFORT_TEXTS } from "~/utils/admin-messages";
import { MESSAGES } from "~/utils/messages";
import { toast } from "~/utils/toast";
import { isAltInput } from "~/utils/translatable-fields";
import { totalBytes } from "~/utils/upload-limits";

/** Why a batch ended early: the admin left (its posts were aborted), or an answer was not JSON (signed out). */
type Stop = { aborted: true } | { url: string };

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
 * `actionData`: the page's own action data (useActionData), so `failure` is the page's one failure to show, the
 * last upload's or the last plain post's (a form without files, or any form without JavaScript).
 */
export function useUploadSubmit(page: string, actionData: AdminOutcome | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  // Which form is uploading (its data-upload name), so only that one shows the bar.
  const [active, setActive] = useState<string | null>(null);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
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
      lastSubmit.current = { form, submitter };
      setFailure(null);
      setRefusedFiles(0);
      setActive(form.dataset.upload ?? null);
      // What was typed goes back with a failure, so the form keeps it.
      const typed = Object.fromEntries(
        [...body].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
      const failed = (message: string): AdminFailure => ({
        ok: false,
        intent: String(body.get("intent") ?? ""),
        errors: { form: message },
        values: typed,
        toast: toast("error", message),
      });
      const url = uploadUrl(page, location.search);
      const controller = new AbortController();
      sending.current = controller;
      const done = () => {
        sending.current = null;
        setProgress(null);
        setFileCounts(null);
      };
      const saved = (outcome: Extract<AdminOutcome, { ok: true }>) =>
        navigate(outcome.redirectTo, { replace: true, state: { toast: outcome.toast, ...FRESH_FORMS } });

      // A form that sends its files as a batch (decision 035): each file by its own post, then the save.
      const batchFields = form.dataset.batch?.split(" ");
      if (batchFields) {
        void (async () => {
          const staged = (file: File) => {
            const state = fileStates().get(file);
            return state && "staged" in state ? state.staged : null;
          };
          const files = batchFields.flatMap((field) =>
            body
              .getAll(field)
              .flatMap((value) => (value instanceof File && value.size > 0 ? [{ field, file: value }] : [])),
          );
          // Only what the server does not hold yet goes: a retry re-sends the refused files alone.
          const waiting = files.filter(({ file }) => staged(file) === null);
          const bytes = Math.max(1, totalBytes(waiting.map(({ file }) => file)));
          // Bytes sent of each file, for the total; every file that goes shows its bar from the start.
          const sentOf = new Map(waiting.map(({ file }) => [file, 0]));
          updateFileStates(waiting.map(({ file }) => [file, { sent: 0 }]));
          let arrived = files.length - waiting.length;
          setFileCounts({ sent: arrived, total: files.length });
          let stopped: Stop | null = null;
          const sendOne = async ({ field, file }: (typeof waiting)[number]) => {
            const one = new FormData();
            one.append("intent", "stage");
            one.append(field, file);
            const answer = await sendWithProgress(
              url,
              one,
              (fraction) => {
                sentOf.set(file, fraction * file.size);
                setProgress([...sentOf.values()].reduce((sum, n) => sum + n, 0) / bytes);
                updateFileStates([[file, { sent: fraction }]]);
              },
              controller.signal,
            );
            if (answer.kind === "aborted") return void (stopped = { aborted: true });
            if (answer.kind === "not-json") return void (stopped = { url: answer.url });
            const outcome = answer.kind === "json" ? (answer.body as AdminOutcome) : failed(MESSAGES.uploadFailed);
            const reason = outcome.ok
              ? null
              : (outcome.errors[field] ?? outcome.errors.form ?? outcome.toast?.message ?? MESSAGES.uploadFailed);
            updateFileStates([
              [
                file,
                outcome.ok && outcome.staged !== undefined
                  ? { staged: outcome.staged }
                  : { error: reason ?? MESSAGES.uploadFailed },
              ],
            ]);
            setFileCounts({ sent: ++arrived, total: files.length });
          };
          // Two posts at a time: one file goes up while the server makes the last one's variants.
          const queue = [...waiting];
          const lane = async () => {
            for (let next = queue.shift(); next && stopped === null; next = queue.shift()) await sendOne(next);
          };
          await Promise.all([lane(), lane()]);
          // Set in the lanes, which TypeScript does not follow.
          const ended = stopped as Stop | null;
          if (ended && "aborted" in ended) return;
          if (ended) return window.location.assign(ended.url);
          const refused = files.filter(({ file }) => staged(file) === null).length;
          if (refused > 0) {
            done();
            setRefusedFiles(refused);
            return setFailure({ ...failed(COMFORT_TEXTS.batchFailed(refused, files.length)), intent: "save" });
          }
          // The save itself: the form's fields, and each file by the asset the server made of it.
          const save = new FormData();
          for (const [key, value] of body) {
            if (!batchFields.includes(key)) save.append(key, value);
            else if (value instanceof File && value.size > 0) save.append(`${key}Staged`, String(staged(value)));
          }
          setProgress(1);
          const answer = await sendWithProgress(url, save, () => {}, controller.signal);
          if (answer.kind === "aborted") return;
          done();
          if (answer.kind === "not-json") return window.location.assign(answer.url);
          const outcome = answer.kind === "json" ? (answer.body as AdminOutcome) : failed(MESSAGES.uploadFailed);
          if (outcome.ok) {
            setFileStates(new Map());
            return saved(outcome);
          }
          // Files swept meanwhile (a day passed, or the server restarted): the next save sends them all again.
          if (outcome.errors.form === COMFORT_TEXTS.stagedGone) setFileStates(new Map());
          setFailure(outcome);
        })();
        return;
      }

      // A form whose handler takes one file, given several: each goes as its own save, so one the
      // server refuses is marked with its reason and the others are saved.
      const field = form.dataset.oneByOne;
      const files = field ? body.getAll(field).filter((f): f is File => f instanceof File && f.size > 0) : [];
      if (field && files.length > 1) {
        void (async () => {
          // One alt text per file, in each language (`imageAlt`, `translation-pt-imageAlt`), in the files' order.
          const altNames = new Set([...body.keys()].filter((key) => isAltInput(key, field)));
          const alts = new Map([...altNames].map((name) => [name, body.getAll(name)]));
          let last: Extract<AdminOutcome, { ok: true }> | null = null;
          let refused: AdminFailure | null = null;
          for (const [index, file] of files.entries()) {
            const one = new FormData();
            for (const [key, value] of body) if (key !== field && !altNames.has(key)) one.append(key, value);
            one.append(field, file);
            for (const [name, values] of alts) one.append(name, values[index] ?? "");
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
            const reason = outcome.ok
              ? null
              : (outcome.errors[field] ?? outcome.errors.form ?? outcome.toast?.message ?? MESSAGES.uploadFailed);
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
    failure: failure ?? (actionData && !actionData.ok ? actionData : null),
    onSubmit,
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
    if (window.confirm(sending.current ? MESSAGES.leaveWhileUploading : MESSAGES.leaveWithFilesSent)) {
      sending.current?.abort();
      sending.current = null;
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, sending]);
}
