// A toast: a short message shown top-right after an admin action, closing by itself.
export type ToastType = "success" | "error";

export interface Toast {
  /** New for every toast, so the same message twice is shown twice. */
  id: string;
  type: ToastType;
  message: string;
}

export function toast(type: ToastType, message: string): Toast {
  return { id: Math.random().toString(36).slice(2), type, message };
}
