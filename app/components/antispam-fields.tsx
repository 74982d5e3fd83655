import { useLanguage } from "~/hooks/use-language";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/utils/constants";

import * as styles from "./submission-form.css";

/** The hidden fields the server's bot filters read: a honeypot and the signed time of rendering. */
export function AntispamFields({ token }: { token: string }) {
  const { texts } = useLanguage();
  return (
    <>
      <div className={styles.trap} aria-hidden="true">
        <label>
          {texts.form.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
    </>
  );
}
