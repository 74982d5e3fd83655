// What an admin action answers, the same for a plain form post and for an upload sent with progress.
import type { FormFailure } from "./forms";
import type { Toast } from "./toast";

/** A form's result (FormResult) with what an admin page adds: where a success leads, and a toast. */
export type AdminOutcome =
  | {
      ok: true;
      redirectTo: string;
      toast: Toast;
      /** A file of a batch, stored for the save that follows: its asset id (no toast is flashed for it). */
      staged?: number;
    }
  | (FormFailure & {
      /** The intent of the form that failed, so its errors show beside it. */
      intent: string;
      toast: Toast | null;
      /** The checks before going live found these: the page lists them and offers to publish anyway. */
      problems?: CheckProblem[];
    });

/** One problem the checks before going live found, and the place on an edit page where it is fixed. */
export interface CheckProblem {
  code: "alt-missing" | "alt-file-name" | "text-empty" | "translation-outdated" | "no-header" | "no-detail-image";
  message: string;
  href: string;
}

export type AdminFailure = Extract<AdminOutcome, { ok: false }>;

/** The `Accept` of a post sent with upload progress: the page's action answers its outcome as JSON. */
export const JSON_ACCEPT = "application/json";
export const asksForJson = (headers: Headers) => (headers.get("Accept") ?? "").startsWith(JSON_ACCEPT);
