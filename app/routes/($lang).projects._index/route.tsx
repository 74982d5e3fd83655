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
import { textsFor } from "~/utils/texts";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["projects"] } satisfies LiveHandle;

// An unknown language prefix (the loader's 404) still gets the not-found title.
export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data
    ? pageMeta(data, {
        title: textsFor(data.lang).projects.title,
        description: textsFor(data.lang).projects.description,
      })
    : notFoundMeta(args);

export const headers = publicHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang, url: urlIn } = pageLanguage(params);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const projects = await listProjects({ q, lang });
  return data(
    { projects, q, lang, url: urlIn("/projects"), ogImage: absoluteImageUrl(siteOrigin(), projects[0]?.image) },
    { headers: tagHeaders(listTags(lang, "all", projects)) },
  );
}

/** A post: the 404 a GET gets where there is no page, else 405. */
export const action = refusePosts(loader);

export default function Projects() {
  const { projects, q, lang } = useLoaderData<typeof loader>();
  return <ProjectList title={textsFor(lang).projects.title} projects={projects} q={q} />;
}

/** An unknown language prefix: the 404 page, inside the layout, with its title. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
