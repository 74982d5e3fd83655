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

/** Where uploads with a progress bar are sent: a JSON twin of the page's action. */
export const uploadUrl = (page: string, search: string) => `/admin/upload/${page}${search}`;
