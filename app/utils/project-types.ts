import type { ProjectType } from "#db/tables";

import type { ImageData } from "./media";

/** The type pages' URL words (docs/product.md#navigation-bar: /projects/{lowercase type}); 'all' is every type. */
export const PROJECT_TYPE_BY_SLUG: Record<string, ProjectType | undefined> = {
  architecture: "Architecture",
  interior: "Interior",
  object: "Object",
};
export const ALL_PROJECTS_SLUG = "all";

/** A run of a search result's text: `mark` runs are the words that matched. Rendered as text, never as HTML. */
export interface TextPart {
  text: string;
  mark: boolean;
}

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
  /** In search results: the name with its matching words marked, and the passage that matched elsewhere. */
  match?: {
    name: TextPart[];
    passage: TextPart[] | null;
    /** The passage's language where it is the default language's text (no translation). */
    passageLang?: string;
  };
}
