// A selection's view log as CSV: one row per link (recipient, dates, openings, projects looked at).
import type { LoaderFunctionArgs } from "@remix-run/node";

import { selectionCsv } from "~/.server/admin/selection-export";
import { linkLogs, linkLogsCsv } from "~/.server/content/sharing/share-links";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  selectionCsv(request, params, {
    subject: "share link views",
    suffix: "views",
    fallbackName: "selection-views",
    csv: async (id) => linkLogsCsv(await linkLogs(id)),
  });
