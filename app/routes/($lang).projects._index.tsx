import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProjectList } from "~/components/project-list";
import { listProjects } from "~/.server/content/projects";
import { absoluteImageUrl, pageMeta, publicHeaders } from "~/utils/page-meta";
import type { LiveHandle } from "~/utils/live-tables";
import { siteOrigin } from "~/.server/env";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["projects"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({
        title: "Projects",
        description: "Architecture, interior and object projects by Paper Plane Project Studio.",
        url: data.url,
        image: data.ogImage,
      })
    : [];

export const headers = publicHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const projects = await listProjects({ q });
  const origin = siteOrigin();
  return { projects, q, url: `${origin}/projects`, ogImage: absoluteImageUrl(origin, projects[0]?.image) };
}

export default function Projects() {
  const { projects, q } = useLoaderData<typeof loader>();
  return <ProjectList title="Projects" projects={projects} q={q} />;
}
