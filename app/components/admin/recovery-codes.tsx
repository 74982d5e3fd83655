// Recovery codes, shown once right after they are made, with a download that needs no script (a data:
// link with `download`): nothing else keeps them, the server holds only their hashes.
import * as styles from "~/components/admin/admin-form.css";
import { SECURITY_TEXTS as TEXTS } from "~/utils/texts/admin/security";

import { AdminSection } from "./admin-section";

export function RecoveryCodes({ codes, message }: { codes: string[]; message?: string }) {
  const file = `Recovery codes for the studio website's admin. Each works once.\n\n${codes.join("\n")}\n`;
  return (
    <AdminSection id="new-codes-title" title={TEXTS.recoveryTitle}>
      {message ? <p role="status">{message}</p> : null}
      <p className={styles.error}>{TEXTS.recoveryShownOnce}</p>
      <ul className={styles.codes} aria-label={TEXTS.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <a
        className={styles.button}
        download="recovery-codes.txt"
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
      >
        {TEXTS.recoveryDownload}
      </a>
    </AdminSection>
  );
}
