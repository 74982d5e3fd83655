// One project of a shared selection (/s/<token>/p/<link>): its header, facts, three paragraphs, images
// and video. Opening it adds the project to the link's view log.
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { selectionContent } from "~/.server/content/sharing/selections";
import { mediaThrough } from "~/.server/http/project-files";
import { openLink, recordView, SHARE_HEADERS, throughShareLink } from "~/.server/http/share";
import { coverSizes } from "~/components/cover-sizes";
import { ProjectIntro } from "~/components/project-intro";
import { ProjectStrip } from "~/components/project-strip";
import { ResponsiveImage } from "~/components/responsive-image";
import { ShareDeadLink } from "~/components/share-dead-link";
import * as styles from "~/components/share-page.css";
import { SHARE_TEXTS } from "~/utils/messages";
import { SITE_TITLE } from "~/utils/page-meta";

export const headers: HeadersFunction = () => SHARE_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.project.name} — ${SITE_TITLE}` : `${SHARE_TEXTS.deadTitle} — ${SITE_TITLE}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const link = await openLink(token, context.clientIp);
  const content = await selectionContent(link.selectionId);
  const project = content?.projects.find((p) => p.link === params.link);
  // A project that left the selection (or never was in it): back to what the link shows.
  if (!project) throw redirect(`/s/${token}`, { headers: SHARE_HEADERS });
  await recordView(request, link.id, project.id);
  return data(
    {
      project: mediaThrough(throughShareLink(token), project),
    },
    { headers: SHARE_HEADERS },
  );
}

export default function SharedProject() {
  const { project } = useLoaderData<typeof loader>();
  return (
    <main>
      {project.header ? (
        <div className={styles.header}>
          <ResponsiveImage image={project.header} sizes={coverSizes(project.header, "min(70vh, 720px)")} priority />
        </div>
      ) : null}
      <ProjectIntro project={project} name={project.name} />
      <ProjectStrip name={project.name} images={project.images} video={project.video} />
      <p className={styles.back}>
        <Link to="../.." relative="path" className={styles.more}>
          <span aria-hidden="true">&lt;</span> {SHARE_TEXTS.backToSelection}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <ShareDeadLink />;
}
