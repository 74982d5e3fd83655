// /admin/selections/<id>: a selection's title, note and projects; its links per recipient with each
// link's view log (CSV export), the PDF dossier, and deleting it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { recordAudit } from "~/.server/auth/audit";
import { requireUser } from "~/.server/auth/users";
import { selectionDownloads } from "~/.server/content/sharing/downloads";
import { selectionFeedback, targetName } from "~/.server/content/sharing/feedback";
import { getSelection, shareableProjects } from "~/.server/content/sharing/selections";
import { createShareLink, linkLogs } from "~/.server/content/sharing/share-links";
import { env, siteOrigin } from "~/.server/env";
import { SHARE_PATH_PREFIX } from "~/.server/http/share";
import { mailShareLink } from "~/.server/mail/admin-links";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ButtonForm } from "~/components/admin/button-form";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { LinkDownloadFields, LinkDownloadLog } from "~/components/admin/link-downloads";
import { LinkFeedback, LinkLanguage } from "~/components/admin/link-feedback";
import { LinkVerification, VerifyRecipientField } from "~/components/admin/link-verification";
import { PlainField, type PlainForm } from "~/components/admin/plain-field";
import { SelectionForm } from "~/components/admin/selection-form";
import * as own from "~/components/admin/selection-form.css";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { SHARE_LINK_DAYS_DEFAULT, SHARE_LINK_DAYS_MAX } from "~/utils/constants";
import { formatDateTime } from "~/utils/dates";
import { parseForm, typedValues } from "~/utils/forms";
import { SITE_TITLE } from "~/utils/page-meta";
import { shareLinkSchema } from "~/utils/selection-schemas";
import { DOWNLOAD_FIELD_NAMES, downloadFields, downloadOptionsOf } from "~/utils/share-downloads";
import { ACTION_TEXTS } from "~/utils/texts/admin/forms";
import { FEEDBACK_ADMIN_TEXTS, SHARE_TEXTS as TEXTS, VERIFY_ADMIN_TEXTS } from "~/utils/texts/admin/sharing";
import { toast } from "~/utils/toast";

import { handler, limits, selectionIdOf } from "./handler.server";

export const handle = {
  title: (data?: { selection: { title: string } }) => data?.selection.title ?? TEXTS.selectionsTitle,
} satisfies AdminPageHandle;
export const meta = adminPageMeta;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = selectionIdOf(params);
  const selection = await getSelection(id);
  if (!selection) throw new Response("No such selection", { status: 404, headers: ADMIN_HEADERS });
  const askDelete = new URL(request.url).searchParams.has("delete");
  const feedback = (await selectionFeedback(id)).map((r) => ({ ...r, about: targetName(r, FEEDBACK_ADMIN_TEXTS) }));
  return data(
    {
      selection,
      projects: await shareableProjects(),
      links: await linkLogs(id),
      downloads: await selectionDownloads(id),
      feedback,
      askDelete,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = selectionIdOf(params);
  if ((await request.clone().formData()).get("intent") !== "make-link")
    return pageAction(request, { policy: {}, limits }, handler(id));
  const user = await requireUser(request);
  const form = await request.formData();
  const parsed = parseForm(shareLinkSchema.extend(downloadFields), form);
  const selection = await getSelection(id);
  if (!selection) throw new Response("No such selection", { status: 404, headers: ADMIN_HEADERS });
  // A verified recipient needs the address the codes go to.
  const verifyRecipient = form.get("verify") === "1";
  const unverifiable = parsed.ok && verifyRecipient && !parsed.data.email;
  if (!parsed.ok || unverifiable) {
    return data(
      {
        ok: false as const,
        intent: "make-link",
        errors: parsed.ok ? { email: VERIFY_ADMIN_TEXTS.emailRequired } : parsed.errors,
        values: typedValues(form, ["recipient", "email", "days", "verify", ...DOWNLOAD_FIELD_NAMES]),
        toast: toast("error", TEXTS.linkFailed),
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const { recipient, email, days } = parsed.data;
  // The language its pages and mails speak: one of the site's, else the default.
  const { languages } = env();
  const lang = languages.find((code) => code === form.get("lang")) ?? languages[0];
  const downloads = downloadOptionsOf(parsed.data);
  const made = await createShareLink({
    selectionId: id,
    recipientName: recipient,
    recipientEmail: email,
    days,
    lang,
    downloads,
    verifyRecipient,
  });
  await recordAudit({
    action: "share link made",
    actor: user.email,
    subject: selection.title,
    detail: { recipient, days, mailed: Boolean(email), downloads: JSON.stringify(downloads), verifyRecipient },
    address: context.clientIp,
  });
  const url = `${siteOrigin()}${SHARE_PATH_PREFIX}${made.token}`;
  if (email) {
    const until = formatDateTime(new Date(Date.now() + days * 86_400_000).toISOString());
    await mailShareLink(
      email,
      TEXTS.mailSubject(SITE_TITLE, selection.title),
      TEXTS.mailText(recipient, SITE_TITLE, selection.title, url, until),
      made.token,
    );
  }
  return data(
    {
      ok: true as const,
      intent: "make-link",
      newLink: { recipient, url },
      toast: toast("success", email ? TEXTS.linkMadeAndMailed : TEXTS.linkMade),
    },
    { headers: ADMIN_HEADERS },
  );
}

export default function SelectionPage() {
  const { selection, projects, links, downloads, feedback, askDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sending = usePendingForm();
  const busy = sending !== null;
  const busyWith = String(sending?.get("intent") ?? "");
  const failure = actionData && !actionData.ok ? actionData : null;
  const saveFailure = failure && failure.intent === "save" ? failure : null;
  const linkFailure = failure && failure.intent === "make-link" ? failure : null;
  const answerFailure =
    failure && failure.intent === "answer"
      ? {
          commentId: failure.values.commentId ?? "",
          error: failure.errors.answer ?? "",
          answer: failure.values.answer ?? "",
        }
      : null;
  const newLink = actionData && actionData.ok && "newLink" in actionData ? actionData.newLink : null;
  const page = `/admin/selections/${selection.id}`;
  const linkForm: PlainForm = {
    idPrefix: "link",
    errors: linkFailure?.errors ?? {},
    values: linkFailure?.values ?? {},
  };
  return (
    <>
      <ToastMessage toast={actionData?.toast} />
      <p>
        <Link to="/admin/selections">
          <span aria-hidden="true">&lt;</span> {TEXTS.selectionsTitle}
        </Link>
      </p>

      <AdminSection id="links-title" title={TEXTS.linksTitle}>
        <p className={styles.hint}>{TEXTS.linksIntro}</p>
        {newLink ? (
          <div className={own.newLink} role="status">
            <label htmlFor="new-link">{TEXTS.newLinkLabel(newLink.recipient)}</label>
            <input
              id="new-link"
              className={styles.input}
              readOnly
              value={newLink.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        ) : null}
        <Form method="post" className={styles.inlineForm} noValidate>
          <input type="hidden" name="intent" value="make-link" />
          <PlainField form={linkForm} name="recipient" label={TEXTS.recipientLabel} required maxLength={120} />
          <PlainField form={linkForm} name="email" type="email" label={TEXTS.recipientEmailLabel} maxLength={254} />
          <PlainField
            form={linkForm}
            name="days"
            type="number"
            label={TEXTS.daysLabel}
            defaultValue={linkForm.values.days || SHARE_LINK_DAYS_DEFAULT}
            min={1}
            max={SHARE_LINK_DAYS_MAX}
            className={`${styles.input} ${own.position}`}
          />
          <LinkLanguage />
          <LinkDownloadFields form={linkForm} />
          <VerifyRecipientField values={linkForm.values} />
          <button type="submit" className={styles.button} disabled={busy}>
            {busyWith === "make-link" ? "Making…" : TEXTS.makeLink}
          </button>
        </Form>
        {links.length === 0 ? (
          <p>{TEXTS.noLinks}</p>
        ) : (
          <ul className={own.log} aria-label={TEXTS.linksTitle}>
            {links.map((l) => (
              <li key={l.id} className={own.logEntry} data-testid="share-link">
                <strong>
                  {l.recipientName}
                  {l.recipientEmail ? ` <${l.recipientEmail}>` : ""} · {TEXTS.linkState[l.state]}
                </strong>
                <span className={styles.hint}>
                  Made {formatDateTime(l.createdAt)} ·{" "}
                  {l.state === "revoked" && l.revokedAt
                    ? `revoked ${formatDateTime(l.revokedAt)}`
                    : `until ${formatDateTime(l.expiresAt)}`}
                </span>
                <span>
                  {l.firstOpenedAt && l.lastOpenedAt
                    ? TEXTS.opened(l.openCount, formatDateTime(l.firstOpenedAt), formatDateTime(l.lastOpenedAt))
                    : TEXTS.neverOpened}
                </span>
                <LinkVerification link={l} />
                <span>
                  {TEXTS.projectsSeen}:{" "}
                  {l.projects.length
                    ? l.projects.map((p) => `${p.name} (${p.views})`).join(", ")
                    : TEXTS.noProjectsSeen}
                </span>
                {downloads[l.id] ? <LinkDownloadLog {...downloads[l.id]} /> : null}
                <LinkFeedback
                  recipient={l.recipientName}
                  rows={feedback.filter((f) => f.linkId === l.id)}
                  sending={sending}
                  failed={answerFailure}
                />
                {l.state === "live" ? (
                  <ButtonForm
                    fields={{ intent: "revoke", linkId: l.id }}
                    label={TEXTS.revoke}
                    busy={busy}
                    className={`${styles.danger} ${styles.small}`}
                    aria-label={TEXTS.revokeLabel(l.recipientName)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.buttonRow}>
          {/* Downloads: full page requests, not client navigations. */}
          <a href={`${page}/log.csv`} className={`${styles.secondary} ${styles.small}`} download>
            {TEXTS.exportCsv}
          </a>
          <a href={`${page}/feedback.csv`} className={`${styles.secondary} ${styles.small}`} download>
            {FEEDBACK_ADMIN_TEXTS.exportCsv}
          </a>
          <a href={`${page}/dossier.pdf`} className={`${styles.secondary} ${styles.small}`} download>
            {TEXTS.downloadDossier}
          </a>
        </p>
      </AdminSection>

      <AdminSection id="edit-selection-title" title="Title, note and projects">
        <SelectionForm
          projects={projects}
          selection={selection}
          failure={saveFailure}
          busy={busyWith === "save"}
          submit="Save selection"
        />
        <p>
          <Link to="?delete" preventScrollReset className={`${styles.danger} ${styles.small}`}>
            Delete selection
          </Link>
        </p>
      </AdminSection>

      {askDelete ? (
        <ConfirmDialog
          title={TEXTS.confirmDeleteTitle}
          message={TEXTS.confirmDelete(selection.title)}
          page={page}
          fields={{ intent: "delete" }}
          confirm="Delete selection"
          confirming={ACTION_TEXTS.deleting}
          danger
        />
      ) : null}
    </>
  );
}
