// A toast: a short message shown top-right after an admin action, closing by itself.
export type ToastType = "success" | "error";

export interface Toast {
  /** New for every toast, so the same message twice is shown twice. */
  id: string;
  type: ToastType;
  message: string;
  /** A save's "Undo": a form post of the revision it made to its history route. */
  undo?: { action: string; revision: number };
  /** A link that goes with the message, such as the trash after a delete. */
  link?: { href: string; label: string };
}

export function toast(type: ToastType, message: string, extra: Pick<Toast, "undo" | "link"> = {}): Toast {
  return { id: Math.random().toString(36).slice(2), type, message, ...extra };
}
