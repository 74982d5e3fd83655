// The project order page's two forms, checked by the action (the browser sends only radios, a
// checkbox and buttons, so there is nothing a person could type wrong).
import "~/utils/zod-config";

import { z } from "zod";

import { PROJECT_ORDER_MODES } from "~/utils/project-order";

export const orderSettingsSchema = z.object({
  mode: z.enum(PROJECT_ORDER_MODES),
  homeFollowsCustom: z.literal("on").optional(),
});

/** Where focus goes back to after a move: the button pressed, or the row (drag and drop, Alt+Arrow). */
export const MOVE_FOCUS = ["up", "down", "row"] as const;
export type MoveFocus = (typeof MOVE_FOCUS)[number];

/** A move: "Move up"/"Move down" send a direction, drag and drop sends the index dropped at. */
export const moveSchema = z
  .object({
    projectId: z.coerce.number().int().positive(),
    direction: z.enum(["up", "down"]).optional(),
    to: z.coerce.number().int().min(0).optional(),
    focus: z.enum(MOVE_FOCUS).optional(),
  })
  .refine((move) => (move.direction === undefined) !== (move.to === undefined), "Send either a direction or a place.");
