// /admin/press: awards, publications and exhibitions (decision 057): the list, the trash, and a form to add
// or edit one (a draft or published; its title in every language; a scan; the projects it names; its history).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { listPressForAdmin, projectChoices } from "~/.server/content/press/writes";
import { withTranslations } from "~/.server/content/translations";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { HistoryLink } from "~/components/admin/history-link";
import { ToastMessage } from "~/components/toast-message";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import { ADMIN_IMAGE_BODY_MAX_BYTES } from "~/utils/constants";
import { historyPath } from "~/utils/history";
import type { LiveHandle } from "~/utils/live-tables";
import type { RoutePolicy } from "~/utils/route-policy";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";
import { PRESS_TEXTS as TEXTS } from "~/utils/texts/admin/press";

import { handler, limits } from "./handler.server";
import { PressForm } from "./press-form";

export const handle = { title: TEXTS.title, liveTables: ["press", "drafts"] } satisfies AdminPageHandle & LiveHandle;
/** One scan and a few fields. */
export const policy = { bodyMaxBytes: ADMIN_IMAGE_BODY_MAX_BYTES } satisfies RoutePolicy;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const editId = Number(new URL(request.url).searchParams.get("edit")) || null;
  const items = await listPressForAdmin();
  const found = editId ? items.find((item) => item.id === editId) : undefined;
  if (editId && !found) throw new Response("No such item", { status: 404, headers: ADMIN_HEADERS });
  // An item in the trash (an undo or a restore may put it there) is listed there, not edited.
  const [editing = null] = found && !found.inTrash ? await withTranslations("press", [found]) : [];
  return data({ items, editing, projects: await projectChoices() }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy, limits }, handler);
}

export default function AdminPress() {
  const { items, editing, projects } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = usePendingForm() !== null;
  const failure = actionData && !actionData.ok ? actionData : null;
  const live = items.filter((item) => !item.inTrash);
  const trashed = items.filter((item) => item.inTrash);
  const button = (intent: string, id: number, label: string, danger = false) => (
    <Form method="post" className={styles.buttonRow}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`${danger ? styles.danger : styles.secondary} ${styles.small}`} disabled={busy}>
        {label}
      </button>
    </Form>
  );
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="press-items-title" title={TEXTS.title}>
        <p className={styles.hint}>{TEXTS.intro}</p>
        {live.length === 0 ? <p>{TEXTS.noItems}</p> : null}
        <ul className={styles.buttonList} aria-label={TEXTS.title}>
          {live.map((item) => (
            <li key={item.id} className={styles.projectRow}>
              <span>
                {TEXTS.kinds[item.kind]} · {item.date} · {item.title} · {item.organisation}
                {item.status === "draft" ? ` · ${TEXTS.draft}` : ""}
              </span>
              <Link to={`/admin/press?edit=${item.id}`} aria-label={`Edit ${item.title}`}>
                Edit
              </Link>
              {button("trash", item.id, `Move ${item.title} to the trash`, true)}
            </li>
          ))}
        </ul>
      </AdminSection>
      <AdminSection id="press-form-title" title={editing ? TEXTS.edit(editing.title) : TEXTS.add}>
        {editing ? <HistoryLink kind="press" id={editing.id} name={editing.title} /> : null}
        <PressForm key={editing?.id ?? "new"} item={editing} projects={projects} failure={failure} busy={busy} />
      </AdminSection>
      <AdminSection id="press-trash-title" title={TEXTS.trash}>
        {trashed.length === 0 ? <p>{TEXTS.emptyTrash}</p> : null}
        <ul className={styles.buttonList} aria-label={TEXTS.trash}>
          {trashed.map((item) => (
            <li key={item.id} className={styles.projectRow}>
              <span>
                {item.date} · {item.title}
              </span>
              <Link to={historyPath("press", item.id)} aria-label={REVISION_TEXTS.pageTitle(item.title)}>
                {REVISION_TEXTS.historyLink}
              </Link>
              {button("restore", item.id, `Restore ${item.title}`)}
              {button("delete", item.id, `Delete ${item.title} for good`, true)}
            </li>
          ))}
        </ul>
      </AdminSection>
    </>
  );
}
