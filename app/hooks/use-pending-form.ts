import { useNavigation } from "@remix-run/react";

/**
 * The one "is this form pending" check: the form being sent right now (its fields, to tell which
 * button or intent), or null. Pending lasts from the press until the page the answer leads to has
 * loaded, so a button cannot be pressed twice in between. A GET form (a search) is never pending.
 * `action`: only a form posted to this path counts (a page with forms to other routes).
 */
export function usePendingForm(action?: string): FormData | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formData || navigation.formMethod?.toUpperCase() === "GET")
    return null;
  if (action !== undefined && navigation.formAction !== action) return null;
  return navigation.formData;
}
