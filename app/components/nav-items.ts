// The site's menu entries, and which of them a path marks active (docs/product.md#navigation-bar), derived from the URL.

export interface NavEntry {
  title: string;
  link: string;
  sub?: readonly NavEntry[];
}

const PROJECT_TYPE_ENTRIES = [
  { title: "All", link: "/projects/all" },
  { title: "Architecture", link: "/projects/architecture" },
  { title: "Interior", link: "/projects/interior" },
  { title: "Object", link: "/projects/object" },
] as const satisfies readonly NavEntry[];

export const NAV_BUTTONS: readonly NavEntry[] = [
  { title: "HOME", link: "/" },
  { title: "PROJECT", link: "/projects", sub: PROJECT_TYPE_ENTRIES },
  { title: "STUDIO", link: "/studio" },
  { title: "CAREER", link: "/career" },
  { title: "CONTACT", link: "/contact-us" },
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
