// A project's credits as the admin types them and a page shows them (decision 053): ordered rows of a
// role and a person or firm, with an optional link. Known roles are stored by key and translated on the
// page; any other role is stored as typed. Names are never translated. The form's check is in credit-form.ts,
// out of the public pages' scripts.
export const CREDIT_ROLES = [
  "architect",
  "collaborators",
  "structural-engineer",
  "landscape",
  "lighting",
  "contractor",
  "client",
  "photographer",
] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

/** The known roles' names in one language. */
export type CreditRoleNames = Record<CreditRole, string>;

export interface Credit {
  role: string;
  name: string;
  link: string | null;
}

/** Blank rows the form offers beyond the stored credits (more come after a save, or with the add button). */
export const CREDIT_BLANK_ROWS = 3;
/** The most credits a project keeps: a long list of collaborators fits; the form's body stays small. */
export const CREDITS_MAX = 30;
export const CREDIT_LINK_MAX = 500;

export const creditInput = (index: number, part: "role" | "name" | "link") => `credit-${index}-${part}`;

const isKnown = (role: string): role is CreditRole => (CREDIT_ROLES as readonly string[]).includes(role);

/** A role as a page shows it: a known one in the page's language, a typed one as typed. */
export const roleName = (role: string, names: CreditRoleNames) => (isKnown(role) ? names[role] : role);
