import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { listProjects } from "~/.server/content/projects/reads";
import { tagHeaders } from "~/.server/edge/headers";
import { listTags } from "~/.server/edge/tags";
import { siteOrigin } from "~/.server/env";
import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ProjectList } from "~/components/project-list";
import type { LiveHandle } from "~/utils/live-tables";
import { absoluteImageUrl, notFoundMeta, pageMeta, publicHeaders } from "~/utils/page-meta";
import { ALL_PROJECTS_SLUG, PROJECT_TYPE_BY_SLUG } from "~/utils/project-types";
import { textsFor } from "~/utils/texts";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["projects"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? pageMeta(args.data, {
        title: args.data.title,
        description: textsFor(args.data.lang).projects.typeDescription(args.data.title),
      })
    : notFoundMeta(args);

export const headers = publicHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang, url: urlIn } = pageLanguage(params);
  const texts = textsFor(lang).projects;
  const slug = params.type ?? "";
  const type = PROJECT_TYPE_BY_SLUG[slug];
  if (!type && slug !== ALL_PROJECTS_SLUG) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const projects = await listProjects({ type, q, lang });
  return data(
    {
      projects,
      q,
      lang,
      title: type ? texts.types[type] : texts.allProjects,
      url: urlIn(`/projects/${slug}`),
      ogImage: absoluteImageUrl(siteOrigin(), projects[0]?.image),
    },
    { headers: tagHeaders(listTags(lang, type ?? "all", projects)) },
  );
}

/** A post: the 404 a GET gets where there is no page, else 405. */
export const action = refusePosts(loader);

export default function ProjectsOfType() {
  const { projects, q, title } = useLoaderData<typeof loader>();
  return <ProjectList title={title} projects={projects} q={q} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
