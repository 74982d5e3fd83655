// The site's menu entries, and which of them a path marks active (docs/product.md#navigation-bar), derived from the URL.

/** A menu entry: its title is a key of the visitor's texts (`texts.nav`), its link a default-language path. */
export interface NavEntry {
  title: "home" | "project" | "studio" | "career" | "contact" | "all" | "architecture" | "interior" | "object";
  link: string;
  sub?: readonly NavEntry[];
}

const PROJECT_TYPE_ENTRIES = [
  { title: "all", link: "/projects/all" },
  { title: "architecture", link: "/projects/architecture" },
  { title: "interior", link: "/projects/interior" },
  { title: "object", link: "/projects/object" },
] as const satisfies readonly NavEntry[];

export const NAV_BUTTONS: readonly NavEntry[] = [
  { title: "home", link: "/" },
  { title: "project", link: "/projects", sub: PROJECT_TYPE_ENTRIES },
  { title: "studio", link: "/studio" },
  { title: "career", link: "/career" },
  { title: "contact", link: "/contact-us" },
];

export const isProjectPath = (pathname: string) => pathname === "/projects" || pathname.startsWith("/projects/");

/** The links a path marks active: the entry itself, and PROJECT alongside a project sub-entry or detail page. */
export function activeLinks(pathname: string): Set<string> {
  const active = new Set<string>();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (isProjectPath(path)) {
    active.add("/projects");
    if (PROJECT_TYPE_ENTRIES.some((entry) => entry.link === path)) active.add(path);
    return active;
  }
  if (NAV_BUTTONS.some((entry) => entry.link === path)) active.add(path);
  return active;
}
