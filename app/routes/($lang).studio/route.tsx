import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { getContact, getStudio } from "~/.server/content/pages/reads";
import { listPublicPress } from "~/.server/content/press/reads";
import { tagHeaders } from "~/.server/edge/headers";
import { pageTags, TAGS } from "~/.server/edge/tags";
import { siteOrigin } from "~/.server/env";
import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { ResponsiveImage } from "~/components/responsive-image";
import type { LiveHandle } from "~/utils/live-tables";
import { absoluteImageUrl, notFoundMeta, pageMeta, publicHeaders, summary } from "~/utils/page-meta";
import { structuredData, studioOrganization } from "~/utils/structured-data";
import { textsFor } from "~/utils/texts";

import * as styles from "./styles.css";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["studio"] } satisfies LiveHandle;

// An unknown language prefix (the loader's 404) still gets the not-found title.
export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data
    ? pageMeta(data, { title: textsFor(data.lang).studio.metaTitle, description: summary(data.studio.detail) })
    : notFoundMeta(args);

export const headers = publicHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  const [studio, contact, awards] = await Promise.all([
    getStudio(undefined, lang),
    getContact(lang),
    listPublicPress({ lang, kinds: ["award"] }),
  ]);
  return data(
    {
      studio,
      // The studio's address and contacts, as the contact page shows them, and its awards.
      structuredData: structuredData([studioOrganization({ lang, url, origin: siteOrigin() }, contact, awards)]),
      lang,
      url: url("/studio"),
      ogImage: absoluteImageUrl(siteOrigin(), studio.image),
    },
    { headers: tagHeaders(pageTags(lang, [TAGS.studio, TAGS.contact, TAGS.press])) },
  );
}

/** A post: the 404 a GET gets where there is no page, else 405. */
export const action = refusePosts(loader);

export default function Studio() {
  const { studio, lang } = useLoaderData<typeof loader>();
  const paragraphs = studio.detail.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{textsFor(lang).studio.title}</h1>
      <div className={styles.body}>
        <div className={styles.text} lang={studio.fallbackLang.detail}>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        {studio.image ? (
          <div className={styles.figure}>
            <ResponsiveImage image={studio.image} sizes="(max-width: 952px) 100vw, 50vw" priority />
          </div>
        ) : null}
      </div>
    </main>
  );
}

/** An unknown language prefix: the 404 page, inside the layout, with its title. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
