// What a share page shows of its recipient's own favourites, comments and approvals (docs/decisions/064),
// shared by the server that shapes it and the components that show it.

/** One form's target on a page: "selection", "p12" (a project), "p12-i34" (an image of it). */
export const targetKey = (projectId: number | null, assetId: number | null = null): string =>
  projectId === null ? "selection" : assetId === null ? `p${projectId}` : `p${projectId}-i${assetId}`;

export interface CommentView {
  id: number;
  /** What it is about, in the link's language ("Image 2", or null for the whole project). */
  about: string | null;
  text: string;
  at: string;
  answer: string | null;
}

export interface FeedbackView {
  lang: string;
  recipient: string;
  /** The target keys marked as favourites. */
  favourites: string[];
  /** Approvals by target key: when (formatted) and the note. */
  approvals: Record<string, { at: string; note: string }>;
  comments: CommentView[];
  answerEmail: string | null;
}
