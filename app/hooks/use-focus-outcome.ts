import { type RefObject, useEffect, useRef } from "react";

import type { FormResult } from "~/utils/forms";

/**
 * After a submission, moves focus where a keyboard or screen-reader user needs it: to the first
 * field with an error, or else to the outcome message. Returns the ref for that message.
 */
export function useFocusOutcome(formRef: RefObject<HTMLFormElement>, result: FormResult | null | undefined) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!result) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (invalid ?? statusRef.current)?.focus();
  }, [result, formRef]);
  return statusRef;
}
