// The checks before going live, read from the database: a subject's state (or the state a save would make),
// its translations' source hashes, and the problems of everything visitors see now (the admin home's count,
// the Checks page). The rules themselves are pure, in ./checks.ts.
import { db } from "~/.server/db/db";
import { env } from "~/.server/env";
import type { CheckProblem } from "~/utils/admin-action";
import { PAGE_NAMES } from "~/utils/history";

import { assetIdsOf, readSnapshot, type Snapshot, type Subject } from "../history/snapshots";
import { isPressPublic } from "../press/reads";
import { isVisibleToVisitors } from "../projects/reads";
import { storedTranslations } from "../translation-sources";
import { checkContent } from "./checks";

/** The problems of a subject as it is now, or of `snapshot`, the state a save would give it. */
export async function checkSubject(subject: Subject, snapshot?: Snapshot): Promise<CheckProblem[]> {
  const state = snapshot ?? (await db.transaction().execute((trx) => readSnapshot(trx, subject)));
  if (!state) return [];
  const [own, alts] = await Promise.all([
    storedTranslations(subject.kind, [subject.id]),
    storedTranslations("asset", assetIdsOf(state)),
  ]);
  return checkContent({ subject, snapshot: state, languages: env().languages, stored: [...own, ...alts] });
}

/** A live page, project or press item with open problems. */
export interface LiveProblems {
  subject: Subject;
  name: string;
  problems: CheckProblem[];
}

/**
 * Every page, live project and published press item (none in the trash) that has problems now: pages first,
 * then projects by name, then press items newest first.
 */
export async function liveProblems(): Promise<LiveProblems[]> {
  const projects = await db
    .selectFrom("projects")
    .select(["id", "name"])
    .where(isVisibleToVisitors)
    .orderBy("name")
    .execute();
  const press = await db
    .selectFrom("press_items")
    .select(["id", "title"])
    .where(isPressPublic)
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
  const subjects = [
    ...(["home", "studio", "career", "contact"] as const).map((kind) => ({
      subject: { kind, id: 1 },
      name: PAGE_NAMES[kind],
    })),
    ...projects.map((p) => ({ subject: { kind: "project" as const, id: p.id }, name: p.name })),
    ...press.map((item) => ({ subject: { kind: "press" as const, id: item.id }, name: item.title })),
  ];
  const found: LiveProblems[] = [];
  for (const item of subjects) {
    const problems = await checkSubject(item.subject);
    if (problems.length > 0) found.push({ ...item, problems });
  }
  return found;
}
