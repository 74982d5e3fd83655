// The project order page's changes: the mode (newest first or custom) and moving one project.
import { type AdminHandler, attempt, intentOf, success } from "~/.server/admin/action";
import { listCustomOrder, moveProject, setProjectOrder } from "~/.server/content/projects/order";
import { parseForm } from "~/utils/forms";
import { TOASTS } from "~/utils/texts/admin/toasts";

import { moveSchema, orderSettingsSchema } from "./order-schema";

/** Plain form posts only: no upload field is accepted. */
export const limits = {};
export const ORDER_PAGE = "/admin/projects/order";
const INTENTS = ["save-mode", "move"] as const;

const badRequest = () => new Response("Bad request", { status: 400 });

export const handler: AdminHandler = async (upload) => {
  const intent = intentOf(upload, INTENTS);
  if (intent === "save-mode") {
    const parsed = parseForm(orderSettingsSchema, upload.form);
    if (!parsed.ok) throw badRequest();
    return attempt(upload, intent, TOASTS.projectOrderFailed, async () => {
      const custom = parsed.data.mode === "custom";
      await setProjectOrder({ mode: parsed.data.mode, homeFollowsCustom: parsed.data.homeFollowsCustom === "on" });
      return success(ORDER_PAGE, TOASTS.projectOrderSaved(custom));
    });
  }
  const parsed = parseForm(moveSchema, upload.form);
  if (!parsed.ok) throw badRequest();
  const { projectId, direction, to, focus } = parsed.data;
  return attempt(upload, intent, TOASTS.projectMoveFailed, async () => {
    const list = await listCustomOrder();
    const index = list.findIndex((p) => p.id === projectId);
    if (index === -1) throw new Error(`No project with ID ${projectId} to move.`);
    const target = direction === "up" ? index - 1 : direction === "down" ? index + 1 : to!;
    const moved = await moveProject(projectId, target);
    if (!moved) throw new Error(`No project with ID ${projectId} to move.`);
    const back = new URLSearchParams({ moved: String(projectId), focus: focus ?? direction ?? "row" });
    return success(`${ORDER_PAGE}?${back}`, TOASTS.projectMoved(list[index].name, moved.index + 1, moved.count));
  });
};
