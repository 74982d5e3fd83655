import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { getContact, getHomepage } from "~/.server/content/pages/reads";
import { listProjects } from "~/.server/content/projects/reads";
import { tagHeaders } from "~/.server/edge/headers";
import { listTags, TAGS } from "~/.server/edge/tags";
import { siteOrigin } from "~/.server/env";
import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { ArrowLink } from "~/components/arrow-link";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { HomeCarousel } from "~/components/home-carousel";
import { LogoStrip } from "~/components/logo-strip";
import { ProjectCard } from "~/components/project-card";
import { ResponsiveImage } from "~/components/responsive-image";
import { useLanguage } from "~/hooks/use-language";
import { useReducedMotion } from "~/hooks/use-media-query";
import {
  HOME_SCROLL_OFFSET_PX,
  HOME_SCROLL_THRESHOLD_PX,
  LATEST_PROJECTS_COUNT,
  SOCIAL_LINKS,
  STUDIO_NAME,
} from "~/utils/constants";
import type { LiveHandle } from "~/utils/live-tables";
import { absoluteImageUrl, notFoundMeta, pageMeta, publicHeaders, summary } from "~/utils/page-meta";
import { structuredData, studioOrganization, studioWebSite } from "~/utils/structured-data";
import { shownWorkTypes } from "~/utils/work-types";

import * as styles from "./styles.css";

/** The live-update tables this page shows: a committed change to one refreshes it. */
export const handle = { liveTables: ["homepage", "projects"] } satisfies LiveHandle;

// An unknown language prefix (the loader's 404) still gets the not-found title.
export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? pageMeta(data, { description: summary(data.home.description) }) : notFoundMeta(args);

export const headers = publicHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  const [home, latest, contact] = await Promise.all([
    getHomepage(lang),
    listProjects({ limit: LATEST_PROJECTS_COUNT, place: "home", lang }),
    getContact(lang),
  ]);
  const links = { lang, url, origin: siteOrigin() };
  return data(
    {
      home,
      latest,
      // The studio's address and contacts, as the contact page shows them.
      structuredData: structuredData([studioWebSite(links), studioOrganization(links, contact)]),
      lang,
      url: url("/"),
      ogImage: absoluteImageUrl(siteOrigin(), home.carouselImages[0]),
    },
    { headers: tagHeaders([...listTags(lang, "home", latest), TAGS.home, TAGS.contact]) },
  );
}

/** A post: the 404 a GET gets where there is no page, else 405. */
export const action = refusePosts(loader);

/**
 * docs/product.md: the first scroll of 10 px or more inside the carousel glides to just below it
 * (its bottom plus 95 px), once, until the page is back within 10 px of the top.
 */
function useScrollPastCarousel(carousel: React.RefObject<HTMLElement>) {
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    let jumped = false;
    const onScroll = () => {
      const y = window.scrollY;
      const element = carousel.current;
      if (!element) return;
      const bottom = element.getBoundingClientRect().bottom + y;
      if (!jumped && y >= HOME_SCROLL_THRESHOLD_PX && y < bottom) {
        jumped = true;
        window.scrollTo({ top: bottom + HOME_SCROLL_OFFSET_PX, behavior: reducedMotion ? "auto" : "smooth" });
      } else if (y <= HOME_SCROLL_THRESHOLD_PX) {
        jumped = false;
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [carousel, reducedMotion]);
}

export default function Home() {
  const { home, latest } = useLoaderData<typeof loader>();
  const { texts, to } = useLanguage();
  const carousel = useRef<HTMLDivElement>(null);
  useScrollPastCarousel(carousel);

  return (
    <main>
      <div ref={carousel}>
        <HomeCarousel images={home.carouselImages} />
      </div>

      <section className={styles.intro} aria-labelledby="intro-title">
        <div className={styles.introText}>
          <h1 id="intro-title" className={styles.introTitle}>
            {STUDIO_NAME}
          </h1>
          <div className={styles.introBody}>
            <p className={styles.lead} lang={home.fallbackLang.description}>
              {home.description}
            </p>
            <ArrowLink to={to("/studio")}>{texts.home.studioLink}</ArrowLink>
          </div>
        </div>
        <LogoStrip logos={home.logos} />
      </section>

      <section className={styles.expertise} aria-labelledby="expertise-title">
        <div className={styles.sectionHead}>
          <h2 id="expertise-title" className={styles.sectionTitle}>
            {texts.home.expertise}
          </h2>
          <p className={styles.sectionText}>{texts.home.expertiseText}</p>
        </div>
        <ul className={styles.threeColumns}>
          {shownWorkTypes(home.workTypes).map((type) => (
            <li key={type.title}>
              <Link to={to(type.link)} className={styles.tile}>
                <span className={styles.tileFrame}>
                  <ResponsiveImage
                    image={type.image}
                    sizes="(max-width: 576px) 100vw, 33vw"
                    className={styles.tileImage}
                    caption={texts.home.workTypes[type.key]}
                  />
                </span>
                <span className={styles.tileTitle}>{texts.home.workTypes[type.key]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.latest}>
        <section aria-labelledby="latest-title">
          <h2 id="latest-title" className={styles.sectionTitle}>
            {texts.home.latest}
          </h2>
          <ul className={styles.threeColumns}>
            {latest.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} sizes="(max-width: 576px) 100vw, 33vw" />
              </li>
            ))}
          </ul>
          <ArrowLink href={SOCIAL_LINKS.instagram} className={styles.social}>
            {texts.home.instagram}
          </ArrowLink>
        </section>
      </div>
    </main>
  );
}

/** An unknown language prefix: the 404 page, inside the layout, with its title. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
