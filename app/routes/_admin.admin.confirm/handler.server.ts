// Confirming a factor again: the proof checked (and throttled), the session marked fresh, the step audited.
import { redirect } from "@remix-run/node";

import { checkProof } from "~/.server/admin/factor-proof";
import { recordAudit } from "~/.server/auth/audit";
import { type AuthUser, markVerified, readSession } from "~/.server/auth/users";
import { safeRedirect } from "~/.server/http/safe-redirect";
import { ADMIN_HEADERS } from "~/utils/admin-route";

export async function confirmAgain(request: Request, user: AuthUser, address: string) {
  const checked = await checkProof(request, user, await request.formData(), address, "confirmation");
  if ("refusal" in checked) return checked.refusal;
  const session = await readSession(request);
  if (session) await markVerified(session.hash);
  await recordAudit({ action: "confirmed again", actor: user.email, detail: { factor: checked.proof }, address });
  return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), { headers: ADMIN_HEADERS });
}
