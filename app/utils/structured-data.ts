// The public pages' structured data (schema.org as JSON-LD, typed with schema-dts; decision 059): the studio as an
// Organization, the home's WebSite, a project as a CreativeWork with its credits, and a project page's breadcrumbs.
// Built by the loaders (so none of this code goes to the browser) and put in the head by the routes' meta: Remix's
// <Meta> writes each graph into a <script type="application/ld+json"> with <, > and & escaped, so no text typed in
// the admin can end that script.
import type { MetaDescriptor } from "@remix-run/node";
import type { BreadcrumbList, CreativeWork, OrganizationLeaf, Person, Role, Thing, WebSite } from "schema-dts";

import type { ProjectType } from "#db/tables";

import { SOCIAL_LINKS } from "./constants";
import { type Credit, type CreditRole, roleName } from "./credits";
import type { ImageData } from "./media";
import { absoluteImageUrl, SITE_TITLE } from "./page-meta";
import { textsFor } from "./texts";

/** A page's language and how it makes the site's absolute URLs in that language (a loader's pageLanguage, and the origin). */
export interface SiteLinks {
  origin: string;
  lang: string;
  /** A default-language path in the page's language, absolute: `/studio` → `https://site/pt/studio`. */
  url: (path: string) => string;
}

/** What the contact page says of the studio: its address as one line, its telephone and e-mail. */
export interface StudioContact {
  location: string;
  telephone: string;
  email: string;
}

/**
 * An award as the press items name one (title, who gave it, YYYY-MM-DD): the studio's and a project's `award`
 * take them once the awards are data; until then the pages pass none.
 */
export interface AwardItem {
  title: string;
  organisation: string;
  date: string;
}

const awardTexts = (awards: readonly AwardItem[]) =>
  awards.length > 0
    ? awards.map((award) => `${award.title}, ${award.organisation} (${award.date.slice(0, 4)})`)
    : undefined;

/** A text the admin may leave empty: left out rather than sent blank. */
const filled = (text: string) => text.trim() || undefined;

const organizationId = (origin: string) => `${origin}/#organization`;

/** The studio where another node names it: enough to be read alone, the same @id as the full node. */
const studioReference = (links: SiteLinks): OrganizationLeaf => ({
  "@type": "Organization",
  "@id": organizationId(links.origin),
  name: SITE_TITLE,
  url: `${links.origin}/`,
});

/** The studio: its name, address, contacts and profiles, in the page's language. */
export function studioOrganization(
  links: SiteLinks,
  contact: StudioContact,
  awards: readonly AwardItem[] = [],
): OrganizationLeaf {
  return {
    ...studioReference(links),
    description: textsFor(links.lang).siteDescription,
    logo: `${links.origin}/favicon.svg`,
    // The contact page keeps the address as the one line it shows; schema.org takes an address as text.
    address: filled(contact.location),
    telephone: filled(contact.telephone),
    email: filled(contact.email),
    sameAs: Object.values(SOCIAL_LINKS),
    award: awardTexts(awards),
  };
}

/** The site itself, on its home page: the name search results show for it. */
export function studioWebSite(links: SiteLinks): WebSite {
  return {
    "@type": "WebSite",
    "@id": `${links.origin}/#website`,
    name: SITE_TITLE,
    url: links.url("/"),
    inLanguage: links.lang,
    publisher: studioReference(links),
  };
}

/** Roles mostly held by a firm; the other roles, and any role typed in the admin, name a person. */
const FIRM_ROLES: ReadonlySet<string> = new Set<CreditRole>([
  "structural-engineer",
  "lighting",
  "contractor",
  "client",
]);

/** A credit as schema.org's Role pattern: the role's name in the page's language around the person or firm. */
function contributorRole(credit: Credit, lang: string): Role<OrganizationLeaf | Person, "contributor"> {
  const who = { name: credit.name, url: credit.link ?? undefined };
  return {
    "@type": "Role",
    roleName: roleName(credit.role, textsFor(lang).record.roles),
    contributor: FIRM_ROLES.has(credit.role) ? { "@type": "Organization", ...who } : { "@type": "Person", ...who },
  };
}

export interface ProjectFacts {
  /** The name the page shows (up to its first comma). */
  name: string;
  description: string;
  location: string;
  year: number;
  url: string;
}

/** A project: the studio made it; its credits contributed; where and when; its pictures, largest first size. */
export function projectWork(
  links: SiteLinks,
  project: ProjectFacts,
  credits: readonly Credit[],
  images: readonly (ImageData | null)[],
  awards: readonly AwardItem[] = [],
): CreativeWork {
  const pictures = images.flatMap((image) => absoluteImageUrl(links.origin, image) ?? []);
  // The studio is the project's creator: a credit naming it again adds nothing.
  const others = credits.filter((credit) => credit.name.toLowerCase() !== SITE_TITLE.toLowerCase());
  return {
    "@type": "CreativeWork",
    name: project.name,
    url: project.url,
    inLanguage: links.lang,
    description: filled(project.description),
    creator: studioReference(links),
    contributor: others.length > 0 ? others.map((credit) => contributorRole(credit, links.lang)) : undefined,
    locationCreated: filled(project.location) ? { "@type": "Place", name: project.location } : undefined,
    dateCreated: String(project.year),
    image: pictures.length > 0 ? [...new Set(pictures)] : undefined,
    award: awardTexts(awards),
  };
}

/** A project page's trail: the site, the projects, the project's type, the project. */
export function projectBreadcrumbs(links: SiteLinks, project: ProjectFacts & { type: ProjectType }): BreadcrumbList {
  const texts = textsFor(links.lang);
  const trail: [string, string][] = [
    [texts.siteTitle, links.url("/")],
    [texts.projects.title, links.url("/projects")],
    [texts.projects.types[project.type], links.url(`/projects/${project.type.toLowerCase()}`)],
    [project.name, project.url],
  ];
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, item], index) => ({ "@type": "ListItem", position: index + 1, name, item })),
  };
}

/** A page's graph as its loader sends it, for its meta. */
export type StructuredData = Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];

/** A page's nodes as one JSON-LD graph. */
export function structuredData(nodes: readonly Thing[]): StructuredData {
  // Plain JSON values once serialised (schema-dts's optional keys left undefined are dropped).
  return { "@context": "https://schema.org", "@graph": nodes } as unknown as StructuredData;
}
