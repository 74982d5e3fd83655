import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { listPublicPress } from "~/.server/content/press/reads";
import { creditsOf } from "~/.server/content/projects/credits";
import { currentLinkOf, getDraftPreview, getProjectByLink, type ProjectDetail } from "~/.server/content/projects/reads";
import { tagHeaders } from "~/.server/edge/headers";
import { pageTags, TAGS } from "~/.server/edge/tags";
import { env } from "~/.server/env";
import { siteOrigin } from "~/.server/env";
import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { mediaThrough, PREVIEW_HEADERS, throughPreviewLink } from "~/.server/http/project-files";
import { link as arrowLink } from "~/components/arrow-link.css";
import { coverSizes } from "~/components/cover-sizes";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ProjectIntro } from "~/components/project-intro";
import { ProjectRecord } from "~/components/project-record";
import { ProjectStrip } from "~/components/project-strip";
import { ResponsiveImage } from "~/components/responsive-image";
import { useLanguage } from "~/hooks/use-language";
import { DETAIL_HEADER_HEIGHT } from "~/utils/constants";
import { pathIn } from "~/utils/languages";
import type { LiveHandle } from "~/utils/live-tables";
import { absoluteImageUrl, notFoundMeta, pageMeta, publicHeaders, summary } from "~/utils/page-meta";
import { projectBreadcrumbs, projectWork, structuredData } from "~/utils/structured-data";
import { PROJECT_TEXTS } from "~/utils/texts/admin/projects";

import * as styles from "./styles.css";

/** docs/product.md: the page shows a project's name up to its first comma ('Courtyard House, Seville' → 'Courtyard House'). */
const displayName = (name: string) => name.split(",")[0].trim();

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["projects", "press"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  return data
    ? [
        ...pageMeta(data, { title: data.project.name, description: summary(data.project.description_part_1) }),
        // A draft's preview is for its link holders, never for search engines.
        ...(data.preview ? [{ name: "robots", content: "noindex" }] : []),
      ]
    : notFoundMeta(args);
};

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : publicHeaders({ errorHeaders, loaderHeaders });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = params.link ?? "";
  const { lang, url } = pageLanguage(params);
  const origin = siteOrigin();
  const page = async (project: ProjectDetail, preview: boolean) => {
    const credits = await creditsOf(project.id);
    const press = await listPublicPress({ lang, projectId: project.id, kinds: ["award", "publication"] });
    const facts = {
      name: displayName(project.name),
      description: summary(project.description_part_1),
      location: project.location,
      year: project.year,
      url: url(`/projects/detail/${project.link}`),
    };
    const links = { lang, url, origin };
    return {
      project,
      // The facts table names the photographer already.
      credits: credits.filter((credit) => !(credit.role === "photographer" && credit.name === project.photographer)),
      press,
      preview,
      lang,
      url: facts.url,
      ogImage: absoluteImageUrl(origin, project.header),
      structuredData: structuredData([
        projectWork(
          links,
          facts,
          credits,
          [project.header, ...project.images],
          press.filter((item) => item.kind === "award"),
        ),
        projectBreadcrumbs(links, { ...facts, type: project.type }),
      ]),
    };
  };
  const project = await getProjectByLink(link, lang);
  if (project)
    return data(await page(project, false), {
      headers: tagHeaders(pageTags(lang, [TAGS.project(project.id), TAGS.press])),
    });
  // A draft shows only to the holder of a valid preview link (signed, unexpired, not revoked).
  const token = new URL(request.url).searchParams.get("preview");
  const draft = token ? await getDraftPreview(link, token, Date.now(), lang) : null;
  if (draft)
    return data(await page(mediaThrough(throughPreviewLink(link, token ?? ""), draft), true), {
      headers: PREVIEW_HEADERS,
    });
  // A renamed project's old address moves on, for good, to its current one.
  const current = await currentLinkOf(link);
  if (current) throw redirect(pathIn(lang, `/projects/detail/${current}`, env().languages), 301);
  throw new Response("Not Found", { status: 404 });
}

/** A post: the 404 a GET gets where there is no page, else 405. */
export const action = refusePosts(loader);

export default function ProjectDetail() {
  const { project, preview, credits, press } = useLoaderData<typeof loader>();
  const name = displayName(project.name);
  const { texts, to } = useLanguage();
  const fallback = project.fallbackLang;
  return (
    <main>
      {preview ? (
        <p className={styles.previewBanner} role="status">
          {PROJECT_TEXTS.previewBanner}
        </p>
      ) : null}
      {project.header ? (
        <div className={styles.header}>
          <ResponsiveImage
            image={project.header}
            sizes={coverSizes(project.header, DETAIL_HEADER_HEIGHT)}
            priority
            className={styles.headerImage}
          />
        </div>
      ) : null}
      <ProjectIntro project={project} name={name} fallbackLang={fallback} />
      <ProjectRecord credits={credits} press={press} />
      <ProjectStrip name={name} images={project.images} video={project.video} />
      <p className={styles.back}>
        <Link to={to("/projects")} className={arrowLink}>
          <span aria-hidden="true">&lt;</span> {texts.detail.back}
        </Link>
      </p>
      {preview ? <div className={styles.previewSpace} /> : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
