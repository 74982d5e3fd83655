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
    });

export type AdminFailure = Extract<AdminOutcome, { ok: false }>;

/** The `Accept` of a post sent with upload progress: the page's action answers its outcome as JSON. */
export const JSON_ACCEPT = "application/json";
export const asksForJson = (headers: Headers) => (headers.get("Accept") ?? "").startsWith(JSON_ACCEPT);
