// A share link's verified recipient on the selection page (decision 068): the option on the form that makes a link,
// and whether a link asks for a code and its recipient gave one.
import { formatDateTime } from "~/utils/dates";
import { VERIFY_ADMIN_TEXTS as TEXTS } from "~/utils/texts/admin/sharing";

import * as styles from "./admin-form.css";

/** The form's tick; kept ticked when the form comes back with an error. */
export function VerifyRecipientField({ values }: { values: Record<string, string> }) {
  return (
    <label className={styles.hint}>
      <input type="checkbox" name="verify" value="1" defaultChecked={values.verify === "1"} /> {TEXTS.verifyLabel}
    </label>
  );
}

/** A link's line about it: nothing for a link that verifies no one. */
export function LinkVerification({ link }: { link: { verifyRecipient: boolean; verifiedAt: string | null } }) {
  if (!link.verifyRecipient) return null;
  return (
    <span data-testid="link-verification">
      {link.verifiedAt ? TEXTS.verifiedAt(formatDateTime(link.verifiedAt)) : TEXTS.notYetVerified}
    </span>
  );
}
