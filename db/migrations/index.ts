// A static record of the migrations: kysely's FileMigrationProvider cannot load
// .ts files at run time, and the Vite server build ships no migrations folder.
import type { Migration } from "kysely";

import * as initial from "./2026-11-21-0001-initial";
import * as projectLinkRedirects from "./2026-11-22-0002-project-link-redirects";
import * as sessionHashes from "./2026-11-23-0003-session-hashes";
import * as submissionQuarantine from "./2026-11-23-0004-submission-quarantine";
import * as projectDrafts from "./2026-11-23-0005-project-drafts";
import * as focalPoints from "./2026-11-23-0007-focal-points";
import * as adminInvites from "./2026-11-23-0008-admin-invites";
import * as projectTrash from "./2026-11-23-0009-project-trash";
import * as projectOrder from "./2026-11-23-0010-project-order";
import * as revisions from "./2026-11-23-0011-revisions";
import * as outboxTextAfterSend from "./2026-11-24-0013-outbox-text-after-send";
import * as backupsAndAlerts from "./2026-11-24-0014-backups-and-alerts";
import * as videoProcessing from "./2026-11-24-0015-video-processing";
import * as selections from "./2026-11-24-0016-selections";
import * as analytics from "./2026-11-24-0017-analytics";
import * as translations from "./2026-11-25-0018-translations";
import * as projectSearch from "./2026-11-25-0019-project-search";
import * as oldSiteImport from "./2026-11-28-0020-old-site-import";
import * as scheduledPublishing from "./2026-11-28-0021-scheduled-publishing";
import * as projectCredits from "./2026-11-28-0022-project-credits";
import * as secondFactors from "./2026-11-28-0023-second-factors";
import * as edgePurges from "./2026-11-28-0024-edge-purges";
import * as pressItems from "./2026-11-28-0025-press-items";
import * as redirects from "./2026-11-28-0026-redirects";
import * as translationSources from "./2026-11-28-0027-translation-sources";
import * as webVitals from "./2026-11-28-0028-web-vitals";
import * as projectPlaces from "./2026-11-28-0030-project-places";
import * as shareLinkFeedback from "./2026-11-28-0031-share-link-feedback";
import * as drawings from "./2026-11-28-0032-drawings";
import * as shareLinkVerification from "./2026-11-28-0033-share-link-verification";
import * as shareLinkDownloads from "./2026-11-28-0034-share-link-downloads";
import * as pressHistory from "./2026-11-28-0035-press-history";

export const migrations: Record<string, Migration> = {
  "2026-11-21-0001-initial": initial,
  "2026-11-22-0002-project-link-redirects": projectLinkRedirects,
  "2026-11-23-0003-session-hashes": sessionHashes,
  "2026-11-23-0004-submission-quarantine": submissionQuarantine,
  "2026-11-23-0005-project-drafts": projectDrafts,
  "2026-11-23-0007-focal-points": focalPoints,
  "2026-11-23-0008-admin-invites": adminInvites,
  "2026-11-23-0009-project-trash": projectTrash,
  "2026-11-23-0010-project-order": projectOrder,
  "2026-11-23-0011-revisions": revisions,
  "2026-11-24-0013-outbox-text-after-send": outboxTextAfterSend,
  "2026-11-24-0014-backups-and-alerts": backupsAndAlerts,
  "2026-11-24-0015-video-processing": videoProcessing,
  "2026-11-24-0016-selections": selections,
  "2026-11-24-0017-analytics": analytics,
  "2026-11-25-0018-translations": translations,
  "2026-11-25-0019-project-search": projectSearch,
  "2026-11-28-0020-old-site-import": oldSiteImport,
  "2026-11-28-0021-scheduled-publishing": scheduledPublishing,
  "2026-11-28-0022-project-credits": projectCredits,
  "2026-11-28-0023-second-factors": secondFactors,
  "2026-11-28-0024-edge-purges": edgePurges,
  "2026-11-28-0025-press-items": pressItems,
  "2026-11-28-0026-redirects": redirects,
  "2026-11-28-0027-translation-sources": translationSources,
  "2026-11-28-0028-web-vitals": webVitals,
  "2026-11-28-0030-project-places": projectPlaces,
  "2026-11-28-0031-share-link-feedback": shareLinkFeedback,
  "2026-11-28-0032-drawings": drawings,
  "2026-11-28-0033-share-link-verification": shareLinkVerification,
  "2026-11-28-0034-share-link-downloads": shareLinkDownloads,
  "2026-11-28-0035-press-history": pressHistory,
};
