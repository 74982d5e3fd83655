import type { ProjectType } from "#db/types";

/** The type pages' URL words (SPEC.md: /projects/{lowercase title}); 'all' is every type. */
export const PROJECT_TYPE_BY_SLUG: Record<string, ProjectType | undefined> = {
  architecture: "Architecture",
  interior: "Interior",
  object: "Object",
};
export const ALL_PROJECTS_SLUG = "all";
