// /admin/projects/order: newest first (the default order) or the admin's custom order, and the custom
// order itself. Every move is a plain form post ("Move up"/"Move down", PRG, focus back on the
// button); with JavaScript, rows can also be dragged or moved with Alt+Arrow Up/Down.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { type DragEvent, type KeyboardEvent, useEffect, useState } from "react";

import { pageAction } from "~/.server/admin/action";
import { requireUser } from "~/.server/auth/users";
import { getProjectOrder, listCustomOrder } from "~/.server/content/projects/order";
import * as styles from "~/components/admin/admin-form.css";
import { AdminSection } from "~/components/admin/admin-section";
import { ToastMessage } from "~/components/toast-message";
import { useHydrated } from "~/hooks/use-hydrated";
import { usePendingForm } from "~/hooks/use-pending-form";
import { ADMIN_HEADERS, type AdminPageHandle, adminPageMeta } from "~/utils/admin-route";
import type { LiveHandle } from "~/utils/live-tables";
import { moveTo } from "~/utils/project-order";
import { PAGE_TITLES } from "~/utils/texts/admin/pages";
import { PROJECT_TEXTS } from "~/utils/texts/admin/projects";

import { handler, limits } from "./handler.server";
import { MOVE_FOCUS, type MoveFocus } from "./order-schema";
import * as order from "./styles.css";

// Drafts are in the list too, so the page refreshes for their changes as well.
export const handle = {
  title: PAGE_TITLES.projectOrder,
  liveTables: ["projects", "drafts"],
} satisfies AdminPageHandle & LiveHandle;
export const meta = adminPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const search = new URL(request.url).searchParams;
  const moved = Number(search.get("moved")) || null;
  const focus = MOVE_FOCUS.find((f) => f === search.get("focus")) ?? null;
  const [settings, projects] = await Promise.all([getProjectOrder(), listCustomOrder()]);
  return data({ settings, projects, moved, focus }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  return pageAction(request, { policy: {}, limits }, handler);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["projects"][number];

const buttonId = (id: number, focus: MoveFocus) => (focus === "row" ? `order-row-${id}` : `order-${focus}-${id}`);

/** Where focus returns after a move: the pressed button, or the other one once it is disabled (at an end). */
function focusTarget(rows: readonly Row[], id: number, focus: MoveFocus): string | null {
  const index = rows.findIndex((r) => r.id === id);
  if (index === -1) return null;
  if (focus === "up" && index === 0) return buttonId(id, rows.length > 1 ? "down" : "row");
  if (focus === "down" && index === rows.length - 1) return buttonId(id, rows.length > 1 ? "up" : "row");
  return buttonId(id, focus);
}

/** The move being saved, from the pending form: which project, to which index. */
function pendingMove(form: FormData | undefined, rows: readonly Row[]): { id: number; to: number } | null {
  if (form?.get("intent") !== "move") return null;
  const id = Number(form.get("projectId"));
  const index = rows.findIndex((r) => r.id === id);
  if (index === -1) return null;
  const direction = form.get("direction");
  return { id, to: direction === "up" ? index - 1 : direction === "down" ? index + 1 : Number(form.get("to")) };
}

/** The gap (0…rows) a drop over a row means: before it in its upper half, after it in its lower half. */
function gapAt(event: DragEvent<HTMLElement>, index: number): number {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY < box.top + box.height / 2 ? index : index + 1;
}

export default function ProjectOrder() {
  const { settings, projects, moved, focus } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = actionData && !actionData.ok ? actionData : null;
  const submit = useSubmit();
  const location = useLocation();
  const hydrated = useHydrated();
  const pendingForm = usePendingForm() ?? undefined;
  const savingMode = pendingForm?.get("intent") === "save-mode";
  const saving = pendingMove(pendingForm, projects);
  // While a move is saved, the list already shows it.
  const rows = saving ? moveTo(projects, saving.id, saving.to) : projects;
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropGap, setDropGap] = useState<number | null>(null);

  // After a move (its redirect carries ?moved=&focus=), focus goes back where the admin was.
  useEffect(() => {
    if (!moved || !focus) return;
    const target = focusTarget(projects, moved, focus);
    if (target) document.getElementById(target)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival (a new location): later refreshes of the same page (live updates) leave focus alone
  }, [location.key]);

  const move = (id: number, fields: { direction: "up" | "down" } | { to: number }, back: MoveFocus) =>
    submit(
      { intent: "move", projectId: String(id), focus: back, ...("to" in fields ? { to: String(fields.to) } : fields) },
      { method: "post" },
    );

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, row: Row, index: number) => {
    if (!event.altKey || saving) return;
    const direction = event.key === "ArrowUp" ? "up" : event.key === "ArrowDown" ? "down" : null;
    if (!direction) return;
    event.preventDefault();
    if ((direction === "up" && index === 0) || (direction === "down" && index === rows.length - 1)) return;
    move(row.id, { direction }, "row");
  };

  const endDrag = () => {
    setDragged(null);
    setDropGap(null);
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    const id = dragged;
    const gap = gapAt(event, index);
    endDrag();
    const from = rows.findIndex((r) => r.id === id);
    if (id === null || from === -1) return;
    const to = gap > from ? gap - 1 : gap;
    if (to !== from) move(id, { to }, "row");
  };

  const autoFocusId = moved && focus ? focusTarget(projects, moved, focus) : null;
  return (
    <>
      <ToastMessage toast={failure?.toast} />
      <AdminSection id="order-mode-title" title="Order of projects">
        <Form method="post" className={styles.form} key={`${settings.mode}-${settings.homeFollowsCustom}`}>
          <input type="hidden" name="intent" value="save-mode" />
          <fieldset className={order.choices}>
            <legend className={order.legend}>{PROJECT_TEXTS.orderModeLegend}</legend>
            <label className={order.choice}>
              <input type="radio" name="mode" value="newest" defaultChecked={settings.mode === "newest"} />
              {PROJECT_TEXTS.orderNewest}
            </label>
            <label className={order.choice}>
              <input type="radio" name="mode" value="custom" defaultChecked={settings.mode === "custom"} />
              {PROJECT_TEXTS.orderCustom}
            </label>
          </fieldset>
          <label className={order.choice}>
            <input
              type="checkbox"
              name="homeFollowsCustom"
              defaultChecked={settings.homeFollowsCustom}
              aria-describedby="order-home-hint"
            />
            {PROJECT_TEXTS.orderHomeFollows}
          </label>
          <p id="order-home-hint" className={styles.hint}>
            {PROJECT_TEXTS.orderHomeHint}
          </p>
          <button type="submit" className={styles.button} disabled={savingMode}>
            {savingMode ? PROJECT_TEXTS.orderSaving : PROJECT_TEXTS.orderSave}
          </button>
        </Form>
      </AdminSection>

      <AdminSection id="order-list-title" title={PROJECT_TEXTS.orderListTitle}>
        <p className={styles.hint}>
          {settings.mode === "custom" ? PROJECT_TEXTS.orderCustomNote : PROJECT_TEXTS.orderNewestNote}
        </p>
        <p id="order-how-to" className={styles.hint}>
          {PROJECT_TEXTS.orderHowTo}
          {hydrated ? ` ${PROJECT_TEXTS.orderHowToScripted}` : null}
        </p>
        {rows.length === 0 ? (
          <p>
            {PROJECT_TEXTS.orderEmpty} <Link to="/admin/projects">Edit Project</Link>
          </p>
        ) : (
          <ol
            className={order.list}
            aria-labelledby="order-list-title"
            aria-busy={saving ? true : undefined}
            onDragLeave={(e) => e.currentTarget === e.target && setDropGap(null)}
          >
            {rows.map((row, index) => {
              const described = `${row.name}, ${row.type}${row.status === "draft" ? `, ${PROJECT_TEXTS.draftState}` : ""}`;
              const drop =
                dropGap === index ? "before" : dropGap === index + 1 && index === rows.length - 1 ? "after" : undefined;
              return (
                <li
                  key={row.id}
                  id={buttonId(row.id, "row")}
                  className={order.row}
                  tabIndex={0}
                  aria-label={`${index + 1}. ${described}`}
                  aria-describedby="order-how-to"
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                  draggable={hydrated && !saving}
                  data-dragging={dragged === row.id ? "true" : undefined}
                  data-drop={drop}
                  onKeyDown={(e) => onKeyDown(e, row, index)}
                  onDragStart={(e) => {
                    e.dataTransfer.effectAllowed = "move";
                    e.dataTransfer.setData("text/plain", String(row.id));
                    setDragged(row.id);
                  }}
                  onDragOver={(e) => {
                    if (dragged === null) return;
                    e.preventDefault();
                    e.dataTransfer.dropEffect = "move";
                    setDropGap(gapAt(e, index));
                  }}
                  onDrop={(e) => onDrop(e, index)}
                  onDragEnd={endDrag}
                >
                  <span className={order.label}>
                    {hydrated ? (
                      <span className={order.grip} aria-hidden="true">
                        ⠿
                      </span>
                    ) : null}
                    <span className={order.position} aria-hidden="true">
                      {index + 1}.
                    </span>
                    <span>
                      {row.name} · {row.type}
                      {row.status === "draft" ? ` · ${PROJECT_TEXTS.draftState}` : ""}
                    </span>
                    {saving?.id === row.id ? <span className={styles.hint}>{PROJECT_TEXTS.orderMoving}</span> : null}
                  </span>
                  <Form method="post" className={styles.buttonRow} preventScrollReset>
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="projectId" value={row.id} />
                    {(["up", "down"] as const).map((direction) => {
                      const atEnd = direction === "up" ? index === 0 : index === rows.length - 1;
                      const id = buttonId(row.id, direction);
                      return (
                        <button
                          key={direction}
                          id={id}
                          type="submit"
                          name="direction"
                          value={direction}
                          className={`${styles.secondary} ${styles.small}`}
                          disabled={atEnd || Boolean(saving)}
                          autoFocus={autoFocusId === id}
                          aria-label={`${direction === "up" ? "Move up" : "Move down"}: ${row.name}`}
                        >
                          {direction === "up" ? "Move up" : "Move down"}
                        </button>
                      );
                    })}
                  </Form>
                </li>
              );
            })}
          </ol>
        )}
      </AdminSection>
    </>
  );
}
