import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { coverSizes } from "~/components/cover-sizes";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { link as arrowLink } from "~/components/arrow-link.css";
import { ProjectIntro } from "~/components/project-intro";
import { ProjectStrip } from "~/components/project-strip";
import { ResponsiveImage } from "~/components/responsive-image";
import { currentLinkOf, getDraftPreview, type ProjectDetail, getProjectByLink } from "~/.server/content/projects";
import { MESSAGES } from "~/utils/messages";
import { DETAIL_HEADER_HEIGHT } from "~/utils/constants";
import { NOT_FOUND_TITLE, absoluteImageUrl, pageMeta, publicHeaders, summary } from "~/utils/page-meta";
import * as styles from "./projects.detail.$link.css";
import type { LiveHandle } from "~/utils/live-tables";
import { siteOrigin } from "~/.server/env";

/** docs/product.md: the page shows a project's name up to its first comma ('Courtyard House, Seville' → 'Courtyard House'). */
const displayName = (name: string) => name.split(",")[0].trim();

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["projects"] } satisfies LiveHandle;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta({
          title: data.project.name,
          description: summary(data.project.description_part_1),
          url: data.url,
          image: data.ogImage,
        }),
        // A draft's preview is for its link holders, never for search engines.
        ...(data.preview ? [{ name: "robots", content: "noindex" }] : []),
      ]
    : [{ title: NOT_FOUND_TITLE }];

/** A draft's preview is personal: no browser, CDN or the page cache may keep it. */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

export const headers: HeadersFunction = ({ loaderHeaders }) => (loaderHeaders.has("X-Robots-Tag") ? PREVIEW_HEADERS : publicHeaders());

export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = params.link ?? "";
  const origin = siteOrigin();
  const page = (project: ProjectDetail, preview: boolean) => ({
    project,
    preview,
    url: `${origin}/projects/detail/${project.link}`,
    ogImage: absoluteImageUrl(origin, project.header),
  });
  const project = await getProjectByLink(link);
  if (project) return data(page(project, false));
  // A draft shows only to the holder of a valid preview link (signed, unexpired, not revoked).
  const token = new URL(request.url).searchParams.get("preview");
  const draft = token ? await getDraftPreview(link, token) : null;
  if (draft) return data(page(draft, true), { headers: PREVIEW_HEADERS });
  // A renamed project's old address moves on, for good, to its current one.
  const current = await currentLinkOf(link);
  if (current) throw redirect(`/projects/detail/${current}`, 301);
  throw new Response("Not Found", { status: 404 });
}

export default function ProjectDetail() {
  const { project, preview } = useLoaderData<typeof loader>();
  const name = displayName(project.name);
  return (
    <main>
      {preview ? (
        <p className={styles.previewBanner} role="status">
          {MESSAGES.previewBanner}
        </p>
      ) : null}
      {project.header ? (
        <div className={styles.header}>
          <ResponsiveImage image={project.header} sizes={coverSizes(project.header, DETAIL_HEADER_HEIGHT)} priority className={styles.headerImage} />
        </div>
      ) : null}
      <ProjectIntro project={project} name={name} />
      <ProjectStrip name={name} images={project.images} video={project.video} />
      <p className={styles.back}>
        <Link to="/projects" className={arrowLink}>
          <span aria-hidden="true">&lt;</span> BACK TO PROJECTS
        </Link>
      </p>
      {preview ? <div className={styles.previewSpace} /> : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
