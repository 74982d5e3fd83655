// What a revision holds of each subject: read from the rows (a snapshot), written back (a restore),
// and compared (the summary "Description, 2 images added"). A snapshot is the content rows after a
// save, with list order as ordered asset ids and each image's alt text and focal point.
import type { Transaction } from "kysely";

import type { Database, ProjectStatus, ProjectType, RevisionSubject } from "#db/tables";
import { PROJECT_FORM_COLUMNS } from "~/utils/admin-schemas";
import type { Credit } from "~/utils/credits";
import { REVISION_TEXTS } from "~/utils/texts/admin/history";
import { languageName } from "~/utils/translatable-fields";

import { appendToList, homeList, listAssetIds, type MediaList, projectList } from "../media-lists";
import { creditsOf, writeCredits } from "../projects/credits";
import { NEXT_PREVIEW_VERSION } from "../sharing/preview-links";
import { readSubjectTranslations, replaceSubjectTranslations, snapshotTranslations } from "../translations";
import { applyPress, readPress } from "./press-snapshot";

type Trx = Transaction<Database>;

/** A page (id 1, the single row), a project or a press item (its id). */
export interface Subject {
  kind: RevisionSubject;
  id: number;
}

interface AssetState {
  alt: string;
  focalX: number;
  focalY: number;
  /** Its alt text in the other languages, "lang:alt" → text; absent in revisions from before languages. */
  translations?: Record<string, string>;
}

const HOME_FIELDS = ["description", "architectural_image", "interior_image", "product_image"] as const;
const STUDIO_FIELDS = ["detail", "image"] as const;
const CAREER_FIELDS = ["career_header", "email"] as const;
const CONTACT_FIELDS = ["contact_header", "location", "telephone", "email", "description"] as const;
const PROJECT_FIELDS = [...PROJECT_FORM_COLUMNS, "link", "image_header", "status"] as const;
const PAGE_TABLES = { home: "homepage", studio: "studio", career: "career", contact: "contact" } as const;

/** The single-row columns and the ordered lists of each subject, with the words a summary uses. */
const LABELS: Record<string, string> = REVISION_TEXTS.fieldLabels;

export interface Snapshot {
  /** The row's columns (texts, numbers, single image ids). */
  fields: Record<string, string | number | null>;
  /** Ordered asset ids per list (carousel, logos, images, videos). */
  lists: Record<string, number[]>;
  /** Alt text and focal point of every image the snapshot shows. */
  assets: Record<string, AssetState>;
  /** Projects and press items: whether it was in the trash. */
  inTrash?: boolean;
  /** Press items only: the projects it names, by id. */
  projects?: number[];
  /** The texts in the other languages, "lang:field" → text (docs/decisions/030-languages-data-model.md); absent in older revisions. */
  translations?: Record<string, string>;
  /** Projects only: its credits in order (decision 053); absent in older revisions. */
  credits?: Credit[];
}

function listsOf(subject: Subject): Record<string, MediaList> {
  if (subject.kind === "home") return { carousel: homeList("carousel"), logos: homeList("logos") };
  if (subject.kind === "project")
    return { images: projectList("images", subject.id), videos: projectList("videos", subject.id) };
  return {};
}

/** The columns that hold one asset: a page's images, a project's header, a press item's scan (an image or a PDF). */
const IMAGE_COLUMNS = ["architectural_image", "interior_image", "product_image", "image", "image_header", "scan"];

/** The asset ids a snapshot shows: single image columns and the lists. */
export function assetIdsOf(snapshot: Snapshot | null): number[] {
  if (!snapshot) return [];
  const single = [...IMAGE_COLUMNS]
    .map((key) => snapshot.fields[key])
    .filter((v): v is number => typeof v === "number");
  return [...new Set([...single, ...Object.values(snapshot.lists).flat()])];
}

/** The subject's state now; null for a project that does not exist (before it is created). */
export async function readSnapshot(trx: Trx, subject: Subject): Promise<Snapshot | null> {
  let fields: Record<string, string | number | null> | undefined;
  let inTrash: boolean | undefined;
  let projects: number[] | undefined;
  if (subject.kind === "home")
    fields = await trx.selectFrom("homepage").select(HOME_FIELDS).where("id", "=", 1).executeTakeFirst();
  if (subject.kind === "studio")
    fields = await trx.selectFrom("studio").select(STUDIO_FIELDS).where("id", "=", 1).executeTakeFirst();
  if (subject.kind === "career")
    fields = await trx.selectFrom("career").select(CAREER_FIELDS).where("id", "=", 1).executeTakeFirst();
  if (subject.kind === "contact")
    fields = await trx.selectFrom("contact").select(CONTACT_FIELDS).where("id", "=", 1).executeTakeFirst();
  if (subject.kind === "project") {
    const row = await trx
      .selectFrom("projects")
      .select([...PROJECT_FIELDS, "deleted_at"])
      .where("id", "=", subject.id)
      .executeTakeFirst();
    if (row) {
      const { deleted_at, ...rest } = row;
      fields = rest;
      inTrash = deleted_at !== null;
    }
  }
  if (subject.kind === "press") ({ fields, inTrash, projects } = (await readPress(trx, subject.id)) ?? {});
  if (!fields) return null;
  const lists: Record<string, number[]> = {};
  for (const [name, list] of Object.entries(listsOf(subject))) lists[name] = await listAssetIds(list, trx);
  const translations = await readSubjectTranslations(trx, subject.kind, subject.id);
  const snapshot: Snapshot = {
    fields: { ...fields },
    lists,
    assets: {},
    ...(inTrash === undefined ? {} : { inTrash }),
    ...(projects ? { projects } : {}),
    translations,
    ...(subject.kind === "project" ? { credits: await creditsOf(subject.id, trx) } : {}),
  };
  const ids = assetIdsOf(snapshot);
  if (ids.length > 0) {
    const rows = await trx
      .selectFrom("assets")
      .select(["id", "alt", "focal_x", "focal_y"])
      .where("id", "in", ids)
      .where("kind", "=", "image")
      .execute();
    const alts = await snapshotTranslations(
      trx,
      "asset",
      rows.map((row) => row.id),
    );
    for (const row of rows)
      snapshot.assets[row.id] = {
        alt: row.alt,
        focalX: row.focal_x,
        focalY: row.focal_y,
        translations: alts.get(row.id),
      };
  }
  return snapshot;
}

/**
 * Writes a snapshot back. Assets that no longer exist are left out (a list skips them, a single
 * image column keeps its current value), so a restore never points at a missing file.
 */
export async function applySnapshot(trx: Trx, subject: Subject, snapshot: Snapshot): Promise<void> {
  const wanted = assetIdsOf(snapshot);
  const existing = new Set(
    wanted.length
      ? (await trx.selectFrom("assets").select("id").where("id", "in", wanted).execute()).map((r) => r.id)
      : [],
  );
  const fields: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(snapshot.fields)) {
    const isImageColumn = IMAGE_COLUMNS.includes(key);
    if (isImageColumn && typeof value === "number" && !existing.has(value)) continue;
    fields[key] = value;
  }
  const updated_at = new Date().toISOString();
  if (subject.kind in PAGE_TABLES)
    await trx
      .updateTable(PAGE_TABLES[subject.kind as keyof typeof PAGE_TABLES])
      .set({ ...fields, updated_at })
      .where("id", "=", 1)
      .execute();
  if (subject.kind === "project") await applyProject(trx, subject.id, fields, snapshot.inTrash ?? false, updated_at);
  if (subject.kind === "press")
    await applyPress(trx, subject.id, fields, snapshot.inTrash ?? false, snapshot.projects, updated_at);
  // A revision from before credits keeps the credits the photographer column's trigger left.
  if (subject.kind === "project" && snapshot.credits) await writeCredits(trx, subject.id, snapshot.credits);
  for (const [name, list] of Object.entries(listsOf(subject))) {
    await trx.deleteFrom(list.table).where(list.scope.column, "=", list.scope.id).execute();
    await appendToList(
      trx,
      list,
      (snapshot.lists[name] ?? []).filter((id) => existing.has(id)),
    );
  }
  // A revision from before languages leaves the translations as they are.
  if (snapshot.translations) await replaceSubjectTranslations(trx, subject.kind, subject.id, snapshot.translations);
  for (const [id, state] of Object.entries(snapshot.assets)) {
    if (!existing.has(Number(id))) continue;
    await trx
      .updateTable("assets")
      .set({ alt: state.alt, focal_x: state.focalX, focal_y: state.focalY })
      .where("id", "=", Number(id))
      .execute();
    if (state.translations) await replaceSubjectTranslations(trx, "asset", Number(id), state.translations);
  }
}

/** A project's row: its old link comes back when no other project holds it, and the current one then redirects. */
async function applyProject(
  trx: Trx,
  id: number,
  fields: Record<string, string | number | null>,
  inTrash: boolean,
  updated_at: string,
) {
  const current = await trx
    .selectFrom("projects")
    .select(["link", "deleted_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const wantedLink = String(fields.link ?? current.link);
  if (wantedLink !== current.link) {
    const holder = await trx.selectFrom("projects").select("id").where("link", "=", wantedLink).executeTakeFirst();
    const redirect = await trx
      .selectFrom("project_link_redirects")
      .select("project_id")
      .where("old_link", "=", wantedLink)
      .executeTakeFirst();
    if (holder || (redirect && redirect.project_id !== id)) {
      delete fields.link;
    } else {
      await trx.deleteFrom("project_link_redirects").where("old_link", "=", wantedLink).execute();
      await trx
        .insertInto("project_link_redirects")
        .values({ old_link: current.link, project_id: id })
        .onConflict((oc) => oc.column("old_link").doUpdateSet({ project_id: id }))
        .execute();
    }
  }
  const deleted_at = inTrash ? (current.deleted_at ?? updated_at) : null;
  const { type, status, ...rest } = fields;
  await trx
    .updateTable("projects")
    .set({
      ...rest,
      ...(type ? { type: type as ProjectType } : {}),
      ...(status ? { status: status as ProjectStatus } : {}),
      deleted_at,
      updated_at,
      // A restore is a change of state: earlier preview links end.
      preview_version: NEXT_PREVIEW_VERSION,
    })
    .where("id", "=", id)
    .execute();
}

/** The "lang:field" keys whose text differs; none when the older snapshot is from before languages. */
function changedTranslations(before: Record<string, string> | undefined, after: Record<string, string> | undefined) {
  if (!before) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => (before[key] ?? "") !== (after?.[key] ?? ""));
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What changed from one snapshot to the next, in words: "Description, 2 images added". */
export function describeChange(before: Snapshot | null, after: Snapshot): string {
  const words = REVISION_TEXTS;
  if (!before) return after.fields.status === "draft" ? words.createdAsDraft : words.created;
  const parts: string[] = [];
  if (before.inTrash !== after.inTrash) parts.push(after.inTrash ? words.movedToTrash : words.restoredFromTrash);
  if (before.fields.status !== after.fields.status)
    parts.push(after.fields.status === "draft" ? words.unpublished : words.published);
  for (const key of Object.keys(after.fields)) {
    // A project's link follows its name; a press item's (which names projects) is a field of its own.
    if (key === "status" || (key === "link" && !after.projects)) continue;
    if (before.fields[key] !== after.fields[key]) parts.push(LABELS[key] ?? key);
  }
  if (before.credits && JSON.stringify(before.credits) !== JSON.stringify(after.credits)) parts.push(words.credits);
  if (before.projects && before.projects.join() !== after.projects?.join()) parts.push(words.pressProjects);
  for (const key of changedTranslations(before.translations, after.translations)) {
    const [lang, field] = key.split(":");
    parts.push(`${LABELS[field] ?? field} (${languageName(lang)})`);
  }
  for (const [name, ids] of Object.entries(after.lists)) {
    const old = before.lists[name] ?? [];
    const added = ids.filter((id) => !old.includes(id)).length;
    const removed = old.filter((id) => !ids.includes(id)).length;
    const [one, many] = words.listItems[name as keyof typeof words.listItems] ?? ["item", "items"];
    if (added) parts.push(`${plural(added, one, many)} ${words.added}`);
    if (removed) parts.push(`${plural(removed, one, many)} ${words.removed}`);
    const kept = ids.filter((id) => old.includes(id));
    if (!added && !removed && kept.join() !== old.join()) parts.push(`${many} ${words.reordered}`);
  }
  const shown = new Set(assetIdsOf(after));
  const changedAssets = Object.entries(after.assets).filter(([id]) => shown.has(Number(id)) && before.assets[id]);
  if (changedAssets.some(([id, state]) => state.alt !== before.assets[id].alt)) parts.push(words.altText);
  const altLanguages = new Set(
    changedAssets.flatMap(([id, state]) =>
      changedTranslations(before.assets[id].translations, state.translations).map((key) => key.split(":")[0]),
    ),
  );
  for (const lang of altLanguages) parts.push(`${words.altText} (${languageName(lang)})`);
  if (changedAssets.some(([id, s]) => s.focalX !== before.assets[id].focalX || s.focalY !== before.assets[id].focalY))
    parts.push(words.focalPoint);
  if (parts.length === 0) return words.noVisibleChange;
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
