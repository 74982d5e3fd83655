import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { listPublicPress } from "~/.server/content/press/reads";
import { tagHeaders } from "~/.server/edge/headers";
import { pageTags, TAGS } from "~/.server/edge/tags";
import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PressList } from "~/components/press-list";
import * as styles from "~/components/press-list.css";
import type { LiveHandle } from "~/utils/live-tables";
import { notFoundMeta, pageMeta, publicHeaders } from "~/utils/page-meta";
import type { ScriptlessHandle } from "~/utils/page-scripts";
import { groupPress } from "~/utils/press";
import { textsFor } from "~/utils/texts";

/**
 * The items and the projects they name: a change to either refreshes the page, once live (a visitor came from a
 * live page). Nothing on it needs a script: loaded on its own, it is sent without any (utils/page-scripts.ts).
 */
export const handle = { liveTables: ["press", "projects"], scripts: false } satisfies LiveHandle & ScriptlessHandle;

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data
    ? pageMeta(data, {
        title: textsFor(data.lang).record.press,
        description: textsFor(data.lang).record.pressDescription,
      })
    : notFoundMeta(args);

export const headers = publicHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  const items = await listPublicPress({ lang });
  const named = items.flatMap((item) => item.projects.map((project) => TAGS.project(project.id)));
  return data(
    { lang, url: url("/press"), groups: groupPress(items) },
    { headers: tagHeaders(pageTags(lang, [TAGS.press, ...named])) },
  );
}

/** A post: the 404 a GET gets where there is no page, else 405. */
export const action = refusePosts(loader);

/** The Press page (decision 057): awards, publications and exhibitions, by kind, then by year, newest first. */
export default function Press() {
  const { groups, lang } = useLoaderData<typeof loader>();
  const texts = textsFor(lang).record;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{texts.press}</h1>
      {groups.length === 0 ? <p>{texts.noPress}</p> : null}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`press-${group.kind}`}>
          <h2 id={`press-${group.kind}`} className={styles.kind}>
            {texts.kinds[group.kind]}
          </h2>
          {group.years.map(({ year, items }) => (
            <section key={year} aria-labelledby={`press-${group.kind}-${year}`}>
              <h3 id={`press-${group.kind}-${year}`} className={styles.year}>
                {year}
              </h3>
              <PressList items={items} />
            </section>
          ))}
        </section>
      ))}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
