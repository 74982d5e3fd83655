// A selection shared by link (/s/<token>): its cover with the note, then each project with its image
// and facts, a favourite toggle each, and the selection's approval (decision 064). Personal to the link's
// holder: never cached, never indexed (app/.server/http/share.ts). Its texts speak the link's language.
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { selectionContent } from "~/.server/content/sharing/selections";
import { imageThrough } from "~/.server/http/project-files";
import { openLink, recordView, SHARE_HEADERS, throughShareLink } from "~/.server/http/share";
import { feedbackView, shareFeedbackAction } from "~/.server/http/share-feedback";
import { ProjectFacts } from "~/components/project-facts";
import { ResponsiveImage } from "~/components/responsive-image";
import { ShareDeadLink } from "~/components/share-dead-link";
import { AnswerEmailForm, ApproveForm, FavouriteToggle } from "~/components/share-feedback";
import * as styles from "~/components/share-page.css";
import { SHARE_FEEDBACK_BODY_MAX_BYTES } from "~/utils/constants";
import { SITE_TITLE } from "~/utils/page-meta";
import type { RoutePolicy } from "~/utils/route-policy";
import { targetKey } from "~/utils/share-feedback";
import { DEAD_LINK_TEXTS } from "~/utils/texts/share-link/dead-link";
import { recipientTexts } from "~/utils/texts/share-link/feedback";

export const headers: HeadersFunction = () => SHARE_HEADERS;
export const policy = { bodyMaxBytes: SHARE_FEEDBACK_BODY_MAX_BYTES } satisfies RoutePolicy;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} — ${SITE_TITLE}` : `${DEAD_LINK_TEXTS.title} — ${SITE_TITLE}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const link = await openLink(token, context.clientIp, request);
  const content = await selectionContent(link.selectionId, link.lang);
  if (!content) throw new Response(null, { status: 404, headers: SHARE_HEADERS });
  await recordView(request, link.id);
  return data(
    {
      title: content.title,
      note: content.note,
      feedback: await feedbackView(link),
      projects: content.projects.map((p) => ({
        id: p.id,
        link: p.link,
        name: p.name,
        location: p.location,
        area: p.area,
        year: p.year,
        photographer: p.photographer,
        summary: p.description_part_1,
        header: p.header ? imageThrough(throughShareLink(token), p.header) : null,
      })),
    },
    { headers: SHARE_HEADERS },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return shareFeedbackAction(request, params.token ?? "", context.clientIp);
}

export default function SharedSelection() {
  const { title, note, feedback, projects } = useLoaderData<typeof loader>();
  const texts = recipientTexts(feedback.lang);
  return (
    <main lang={feedback.lang}>
      <header className={styles.cover}>
        <p className={styles.studio}>{SITE_TITLE}</p>
        <h1 className={styles.title}>{title}</h1>
        {note ? <p className={styles.note}>{note}</p> : null}
        <p className={styles.recipient}>{texts.preparedFor(feedback.recipient)}</p>
      </header>
      <ol className={styles.projects}>
        {projects.map((p, i) => (
          <li key={p.link} className={styles.project} aria-labelledby={`project-${i}`}>
            {p.header ? (
              <ResponsiveImage
                image={p.header}
                sizes="(max-width: 1023px) 100vw, 60vw"
                priority={i === 0}
                className={styles.image}
              />
            ) : (
              <div className={styles.image} />
            )}
            <div>
              <h2 id={`project-${i}`} className={styles.name}>
                {p.name}
              </h2>
              <ProjectFacts project={p} className={styles.facts} />
              <p className={styles.summary}>{p.summary}</p>
              <Link to={`p/${p.link}`} className={styles.more} aria-label={`${texts.viewProject}: ${p.name}`}>
                {texts.viewProject} <span aria-hidden="true">&gt;</span>
              </Link>
              <div>
                <FavouriteToggle
                  lang={feedback.lang}
                  target={targetKey(p.id)}
                  project={p.id}
                  on={feedback.favourites.includes(targetKey(p.id))}
                  label={texts.favouriteProject(p.name)}
                />
              </div>
            </div>
          </li>
        ))}
      </ol>
      <ApproveForm feedback={feedback} />
      <AnswerEmailForm feedback={feedback} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ShareDeadLink />;
}
