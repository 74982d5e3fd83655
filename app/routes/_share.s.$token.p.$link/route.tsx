// One project of a shared selection (/s/<token>/p/<link>): its header, facts, three paragraphs, images
// and video; the recipient's favourites of it and its images, comments with the studio's answers, and its
// approval (decision 064). Opening it adds the project to the link's view log.
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { linkDownloadOptions } from "~/.server/content/sharing/downloads";
import { selectionContent } from "~/.server/content/sharing/selections";
import { mediaThrough } from "~/.server/http/project-files";
import { openLink, recordView, SHARE_HEADERS, throughShareLink } from "~/.server/http/share";
import { feedbackView, shareFeedbackAction } from "~/.server/http/share-feedback";
import { coverSizes } from "~/components/cover-sizes";
import { ProjectIntro } from "~/components/project-intro";
import { ProjectStrip } from "~/components/project-strip";
import { ResponsiveImage } from "~/components/responsive-image";
import { ShareDeadLink } from "~/components/share-dead-link";
import { ShareDownloads } from "~/components/share-downloads";
import { ApproveForm, ProjectComments } from "~/components/share-feedback";
import { ShareImageFavourites } from "~/components/share-image-favourites";
import * as styles from "~/components/share-page.css";
import { SHARE_FEEDBACK_BODY_MAX_BYTES } from "~/utils/constants";
import { SITE_TITLE } from "~/utils/page-meta";
import type { RoutePolicy } from "~/utils/route-policy";
import { allowsDownloads } from "~/utils/share-downloads";
import { DEAD_LINK_TEXTS } from "~/utils/texts/share-link/dead-link";
import { recipientTexts } from "~/utils/texts/share-link/feedback";

export const headers: HeadersFunction = () => SHARE_HEADERS;
export const policy = { bodyMaxBytes: SHARE_FEEDBACK_BODY_MAX_BYTES } satisfies RoutePolicy;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.project.name} — ${SITE_TITLE}` : `${DEAD_LINK_TEXTS.title} — ${SITE_TITLE}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const link = await openLink(token, context.clientIp, request);
  const content = await selectionContent(link.selectionId, link.lang);
  const project = content?.projects.find((p) => p.link === params.link);
  // A project that left the selection (or never was in it): back to what the link shows.
  if (!project) throw redirect(`/s/${token}`, { headers: SHARE_HEADERS });
  await recordView(request, link.id, project.id);
  return data(
    {
      project: mediaThrough(throughShareLink(token), project),
      feedback: await feedbackView(link, project.id),
      downloads: await linkDownloadOptions(link.id),
    },
    { headers: SHARE_HEADERS },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return shareFeedbackAction(request, params.token ?? "", context.clientIp);
}

export default function SharedProject() {
  const { project, feedback, downloads } = useLoaderData<typeof loader>();
  const texts = recipientTexts(feedback.lang);
  const images = project.images.map((image, i) => ({ id: image.id, label: texts.imageN(i + 1) }));
  return (
    <main lang={feedback.lang}>
      {project.header ? (
        <div className={styles.header}>
          <ResponsiveImage image={project.header} sizes={coverSizes(project.header, "min(70vh, 720px)")} priority />
        </div>
      ) : null}
      <ProjectIntro project={project} name={project.name} />
      <ProjectStrip name={project.name} images={project.images} video={project.video} />
      <ShareImageFavourites feedback={feedback} project={project.id} images={project.images} />
      <ProjectComments feedback={feedback} project={project.id} images={images} studio={SITE_TITLE} />
      {allowsDownloads(downloads) ? (
        <ShareDownloads
          lang={feedback.lang}
          offer={downloads}
          project={project.id}
          header={project.header}
          images={project.images}
          studio={SITE_TITLE}
        />
      ) : null}
      <ApproveForm feedback={feedback} project={project.id} />
      <p className={styles.back}>
        <Link to="../.." relative="path" className={styles.more}>
          <span aria-hidden="true">&lt;</span> {texts.backToSelection}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <ShareDeadLink />;
}
