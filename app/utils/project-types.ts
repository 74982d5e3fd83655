import type { ProjectType } from "#db/types";
import type { ImageData } from "./media";

/** The type pages' URL words (docs/product.md#navigation-bar: /projects/{lowercase type}); 'all' is every type. */
export const PROJECT_TYPE_BY_SLUG: Record<string, ProjectType | undefined> = {
  architecture: "Architecture",
  interior: "Interior",
  object: "Object",
};
export const ALL_PROJECTS_SLUG = "all";

/** A project as its card in a list shows it. */
export interface ProjectCard {
  id: number;
  name: string;
  year: number;
  link: string;
  type: ProjectType;
  image: ImageData | null;
  /** Where its name is the default language's (no translation): field → that language. */
  fallbackLang?: Partial<Record<string, string>>;
}
