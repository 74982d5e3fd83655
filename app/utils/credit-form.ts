// The project form's credit rows (decision 053): read and checked alike in the browser and by the action.
import { TEXT_MAX } from "./constants";
import {
  type Credit,
  CREDIT_BLANK_ROWS,
  CREDIT_LINK_MAX,
  CREDIT_ROLES,
  creditInput,
  type CreditRoleNames,
  CREDITS_MAX,
} from "./credits";
import { UI_TEXTS } from "./texts";
import { FORM_TEXTS } from "./texts/admin/forms";
import { CREDIT_TEXTS } from "./texts/admin/projects";

/** Every language's names of the known roles: a role typed in any of them is that role. */
const ALL_ROLE_NAMES: CreditRoleNames[] = Object.values(UI_TEXTS).map((texts) => texts.record.roles);

/** What the admin typed as a role: a known role's key or name in any language (any case) is that role; else kept. */
export function roleOf(typed: string): string {
  const text = typed.trim();
  const lower = text.toLowerCase();
  const known = CREDIT_ROLES.find(
    (role) => role === lower || ALL_ROLE_NAMES.some((names) => names[role].toLowerCase() === lower),
  );
  return known ?? text;
}

/** The photographers' names, for the facts table and the project's `photographer` column. */
export const photographersOf = (credits: readonly Credit[]) =>
  credits.filter((credit) => credit.role === "photographer").map((credit) => credit.name);

const validLink = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/**
 * The credit rows a form posted (`credit-<n>-role|name|link`, in row order), blank rows left out: the browser's
 * check and the action's alike. A row needs a role and a name; a link must be a web address. At least one
 * photographer is required, as the Photographer field was (the product's rule: `photographer` names it).
 */
export function checkCredits(form: Record<string, unknown>): { credits: Credit[]; errors: Record<string, string> } {
  const credits: Credit[] = [];
  const errors: Record<string, string> = {};
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
  for (let index = 0; index < CREDITS_MAX + CREDIT_BLANK_ROWS; index++) {
    const [role, name, link] = (["role", "name", "link"] as const).map((part) => text(creditInput(index, part)));
    if (!role && !name && !link) continue;
    if (!role) errors[creditInput(index, "role")] = FORM_TEXTS.fieldRequired;
    else if (role.length > TEXT_MAX.short) errors[creditInput(index, "role")] = FORM_TEXTS.tooLong(TEXT_MAX.short);
    if (!name) errors[creditInput(index, "name")] = FORM_TEXTS.fieldRequired;
    else if (name.length > TEXT_MAX.short) errors[creditInput(index, "name")] = FORM_TEXTS.tooLong(TEXT_MAX.short);
    if (link && (link.length > CREDIT_LINK_MAX || !validLink(link)))
      errors[creditInput(index, "link")] = FORM_TEXTS.badLink;
    credits.push({ role: roleOf(role), name, link: link || null });
  }
  if (credits.length > CREDITS_MAX) errors.credits = CREDIT_TEXTS.tooMany(CREDITS_MAX);
  if (!credits.some((credit) => credit.role === "photographer" && credit.name))
    errors.photographer = FORM_TEXTS.fieldRequired;
  return { credits, errors };
}

/**
 * A project form's posted values with `photographer` taken from its credits (the column that mirrors the first
 * photographer credit), and the credits with their errors: the browser's check and the action's alike.
 */
export function withCredits(values: Record<string, unknown>) {
  let checked = checkCredits(values);
  // A post without credit rows but with the former Photographer field (a page open since before credits, a
  // script) names its photographer credit that way.
  const former = typeof values.photographer === "string" ? values.photographer.trim() : "";
  if (checked.credits.length === 0 && former)
    checked = { credits: [{ role: "photographer", name: former, link: null }], errors: {} };
  return { ...checked, values: { ...values, photographer: photographersOf(checked.credits)[0] ?? "" } };
}
