// The strength meter under a new password: the same check the server makes (utils/password-strength),
// loaded only once the admin starts typing (its word list is large), read out politely. Without
// JavaScript the server's refusal says the same.
import { useEffect, useState } from "react";

import type { Strength } from "~/utils/password-strength";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

import * as styles from "./admin-form.css";

export function PasswordMeter({ inputId, userInputs }: { inputId: string; userInputs: string[] }) {
  const [strength, setStrength] = useState<Strength | null>(null);
  const inputs = userInputs.join("\n");
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    let cancelled = false;
    const judge = async () => {
      const { passwordStrength } = await import("~/utils/password-strength");
      if (!cancelled) setStrength(input.value ? passwordStrength(input.value, inputs.split("\n")) : null);
    };
    input.addEventListener("input", judge);
    return () => {
      cancelled = true;
      input.removeEventListener("input", judge);
    };
  }, [inputId, inputs]);
  return (
    <div className={styles.meter} aria-live="polite">
      {strength ? (
        <>
          <meter min={0} max={4} low={2} high={3} optimum={4} value={strength.score} aria-label={TEXTS.strengthLabel} />
          <span>
            {TEXTS.strengthLabel}: {strength.label}
            {strength.problem ? `. ${strength.problem}` : ""}
          </span>
        </>
      ) : null}
    </div>
  );
}
