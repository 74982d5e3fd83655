// What an admin action answers, the same for a plain form post and for an upload sent with progress.
import type { FieldErrors } from "./forms";
import type { Toast } from "./toast";

export type AdminOutcome =
  | { ok: true; redirectTo: string; toast: Toast }
  | {
      ok: false;
      /** The intent of the form that failed, so its errors show beside it. */
      intent: string;
      errors: FieldErrors;
      /** What was typed, so nothing is lost when the page is drawn again without JavaScript. */
      values: Record<string, string>;
      toast: Toast | null;
    };

export type AdminFailure = Extract<AdminOutcome, { ok: false }>;

/** Where uploads with a progress bar are sent: a JSON twin of the page's action. */
export const uploadUrl = (page: string, search: string) => `/admin/upload/${page}${search}`;
