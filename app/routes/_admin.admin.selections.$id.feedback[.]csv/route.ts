// A selection's favourites, comments and approvals as CSV: one row each, with its link's recipient (decision 064).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { selectionCsv } from "~/.server/admin/selection-export";
import { feedbackCsv, selectionFeedback } from "~/.server/content/sharing/feedback";
import { linkLogs } from "~/.server/content/sharing/share-links";
import { FEEDBACK_ADMIN_TEXTS } from "~/utils/texts/admin/sharing";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  selectionCsv(request, params, {
    subject: "share link feedback",
    suffix: "feedback",
    fallbackName: "selection-feedback",
    csv: async (id) => {
      const recipients = new Map((await linkLogs(id)).map((l) => [l.id, l.recipientName]));
      return feedbackCsv(await selectionFeedback(id), (linkId) => recipients.get(linkId) ?? "", FEEDBACK_ADMIN_TEXTS);
    },
  });
