import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { ComponentProps } from "react";

import { listAdmins, listPendingInvites } from "~/.server/auth/admins";
import { adminsWithoutSecondFactor, secondFactorRequired } from "~/.server/auth/factors";
import { requireUser } from "~/.server/auth/users";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmailField } from "~/components/admin/email-field";
import { usePendingForm } from "~/hooks/use-pending-form";
import { useSchemaForm } from "~/hooks/use-schema-form";
import { emailSchema } from "~/utils/account-schemas";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { formatDateTime, isoDay } from "~/utils/dates";
import { ADMIN_ACCOUNT_TEXTS as TEXTS } from "~/utils/texts/admin/account";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { SECURITY_TEXTS as SECURITY } from "~/utils/texts/admin/security";

import { inviteOrRemove } from "./handler.server";

export const handle = { title: PAGE_TITLES.admins } satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data(
    {
      me: user.id,
      admins: await listAdmins(),
      invites: await listPendingInvites(),
      rule: await secondFactorRequired(),
      without: await adminsWithoutSecondFactor(),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action(args: ActionFunctionArgs) {
  return inviteOrRemove(args);
}

export default function Admins() {
  const { me, admins, invites, rule, without } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useSchemaForm(emailSchema, { id: "invite", result: failure });
  const toRemove = admins.find((admin) => admin.id !== me && String(admin.id) === searchParams.get("remove"));
  const toRevoke = invites.find((invite) => invite.email === searchParams.get("revoke"));
  const busy = usePendingForm() !== null;
  // Removing an admin and revoking an invite ask first, in the same dialog.
  const confirming: Pick<
    ComponentProps<typeof ConfirmDialog>,
    "title" | "message" | "fields" | "confirm" | "confirming"
  > | null = toRemove
    ? {
        title: TEXTS.confirmRemoveTitle,
        message: TEXTS.confirmRemove(toRemove.email),
        fields: { intent: "remove", userId: toRemove.id },
        confirm: "Remove",
        confirming: "Removing…",
      }
    : toRevoke
      ? {
          title: TEXTS.confirmRevokeTitle,
          message: TEXTS.confirmRevoke(toRevoke.email),
          fields: { intent: "revoke", email: toRevoke.email },
          confirm: "Revoke",
          confirming: "Revoking…",
        }
      : null;
  return (
    <>
      <AdminSection id="admins-list" title={PAGE_TITLES.admins}>
        <ul className={styles.thumbs} aria-label={PAGE_TITLES.admins}>
          {admins.map((admin) => (
            <li key={admin.id} className={styles.buttonRow}>
              <span>
                {admin.email}
                {admin.id === me ? " (you)" : ""}
              </span>
              <span className={styles.hint}>
                Admin since {isoDay(Date.parse(admin.createdAt))}
                {admin.invitedBy ? `, invited by ${admin.invitedBy}` : ""}
              </span>
              {admin.id !== me ? (
                <Link
                  to={`?remove=${admin.id}`}
                  className={`${styles.danger} ${styles.small}`}
                  aria-label={`Remove ${admin.email}`}
                  preventScrollReset
                >
                  Remove
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        {admins.length === 1 ? <p className={styles.hint}>{TEXTS.onlyAdminNote}</p> : null}
      </AdminSection>

      <AdminSection id="rule-title" title={SECURITY.ruleTitle}>
        <p className={styles.hint}>{SECURITY.ruleIntro}</p>
        {without.length > 0 ? <p>{SECURITY.ruleWithout(without)}</p> : null}
        <Form method="post" aria-labelledby="rule-title">
          <input type="hidden" name="intent" value="rule" />
          <input type="hidden" name="on" value={rule ? "0" : "1"} />
          <p role="status">{rule ? "On." : "Off."}</p>
          <button type="submit" className={`${styles.secondary} ${styles.small}`} disabled={busy}>
            {rule ? "Turn the rule off" : "Turn the rule on"}
          </button>
        </Form>
      </AdminSection>

      <AdminSection id="invites-list" title="Pending invites">
        {invites.length === 0 ? (
          <p className={styles.hint}>{TEXTS.pendingInvitesNone}</p>
        ) : (
          <ul className={styles.thumbs} aria-label="Pending invites">
            {invites.map((invite) => (
              <li key={invite.email} className={styles.buttonRow}>
                <span>{invite.email}</span>
                <span className={styles.hint}>
                  {TEXTS.inviteExpires(formatDateTime(invite.expiresAt))}
                  {invite.invitedBy ? `, invited by ${invite.invitedBy}` : ""}
                </span>
                <Link
                  to={`?revoke=${encodeURIComponent(invite.email)}`}
                  className={`${styles.danger} ${styles.small}`}
                  aria-label={`Revoke the invite to ${invite.email}`}
                  preventScrollReset
                >
                  Revoke
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection id="invite-title" title="Invite an admin">
        <Form method="post" {...getFormProps(form)} className={styles.form} aria-labelledby="invite-title">
          <input type="hidden" name="intent" value="invite" />
          {rule ? <p className={styles.hint}>{SECURITY.ruleInviteNote}</p> : null}
          <EmailField meta={fields.email} autoComplete="off" />
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {busy ? "Sending…" : "Send invite"}
          </button>
        </Form>
      </AdminSection>

      {confirming ? <ConfirmDialog {...confirming} page="/admin/admins" danger /> : null}
    </>
  );
}
