// What the app imports about the database: the Database interface kysely checks every query against
// (generated from the migrations into ./types.ts by `npm run db:types`), the rows the app passes
// around, and the value sets a column's CHECK allows, named.
import type { Insertable, Selectable } from "kysely";

import type { Assets, DB, MailOutbox as MailOutboxTable, Projects, Translations } from "./types";

export type Database = DB;
export type AssetsTable = Assets;
export type TranslationsTable = Translations;

export type Asset = Selectable<Assets>;
export type Project = Selectable<Projects>;
export type NewProject = Insertable<Projects>;
export type MailOutbox = Selectable<MailOutboxTable>;

type Column<Table, Name extends keyof Selectable<Table>> = Selectable<Table>[Name];

/** The project types, in the order the site lists them (a CHECK in the initial migration). */
export const PROJECT_TYPES = ["Architecture", "Interior", "Object"] as const satisfies readonly Project["type"][];
export type ProjectType = Project["type"];
export type ProjectStatus = Project["status"];
/** What the admin chooses: a draft, published to everyone, or published privately (status + private). */
export type ProjectState = ProjectStatus | "private";
/** "newest": the default order, highest id first; "custom": the admin's (projects.custom_position). */
export type ProjectOrderMode = Column<DB["project_order"], "mode">;
export type AssetKind = Asset["kind"];
export type MailStatus = MailOutbox["status"];
export type AdminTokenKind = Column<DB["admin_tokens"], "kind">;
export type RevisionSubject = Column<DB["revisions"], "subject">;
export type TranslationSubject = Column<Translations, "subject">;
export type AnalyticsDimension = Column<DB["analytics_dimensions"], "dimension">;
/** The old site's tables an import reads, each imported row remembering which it came from. */
export type ImportSourceTable = Column<DB["import_rows"], "source_table">;
export type ScheduleAction = Column<DB["schedules"], "action">;
export type ScheduleState = Column<DB["schedules"], "state">;
/** Awards, publications, exhibitions: the Press page's groups, in its order (a CHECK in migration 0025). */
export const PRESS_KINDS = ["award", "publication", "exhibition"] as const satisfies readonly Column<
  DB["press_items"],
  "kind"
>[];
export type PressKind = Column<DB["press_items"], "kind">;
