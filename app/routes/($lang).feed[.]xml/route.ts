// /feed.xml and /pt/feed.xml: an Atom feed (RFC 4287) of the projects and press items visitors may see, in
// the path's language (docs/decisions/057-press.md). Every public page names it in its head.
import type { LoaderFunctionArgs } from "@remix-run/node";

import { feedEntries, type FeedEntry } from "~/.server/content/sharing/feed";
import { tagHeaders } from "~/.server/edge/headers";
import { pageTags, TAGS } from "~/.server/edge/tags";
import { siteOrigin } from "~/.server/env";
import { pageLanguage } from "~/.server/http/language";
import { refusePosts } from "~/.server/http/page-without-form";
import { STUDIO_NAME } from "~/utils/constants";
import { textsFor } from "~/utils/texts";
import { escapeXml } from "~/utils/xml";

/** When the feed has no entry: a fixed instant, so an empty feed does not look new at every poll. */
const NOTHING_YET = "2024-01-01T00:00:00.000Z";

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function entryXml(entry: FeedEntry, url: (path: string) => string, idOf: (key: string) => string): string {
  const href = "href" in entry.link ? entry.link.href : url(entry.link.path);
  return [
    "  <entry>",
    `    ${element("id", idOf(entry.key))}`,
    `    ${element("title", entry.title)}`,
    `    ${element("updated", entry.updated)}`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(href)}"/>`,
    `    <category term="${escapeXml(entry.category)}"/>`,
    `    <summary type="text">${escapeXml(entry.summary)}</summary>`,
    "  </entry>",
  ].join("\n");
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { lang, url } = pageLanguage(params);
  const texts = textsFor(lang);
  const entries = await feedEntries(lang);
  // tag: URIs (RFC 4151) stay the same when a project is renamed and its address changes.
  const idOf = (key: string) => `tag:${new URL(siteOrigin()).hostname},2024:${lang}/${key}`;
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(lang)}">`,
    `  ${element("id", url("/feed.xml"))}`,
    `  ${element("title", texts.siteTitle)}`,
    `  ${element("subtitle", texts.siteDescription)}`,
    `  ${element("updated", entries[0]?.updated ?? NOTHING_YET)}`,
    `  <author>${element("name", STUDIO_NAME)}<uri>${escapeXml(url("/"))}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url("/feed.xml"))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url("/"))}"/>`,
    ...entries.map((entry) => entryXml(entry, url, idOf)),
    "</feed>",
    "",
  ].join("\n");
  // Named like the pages it repeats: a change to a project, the lists or a press item purges it at the edge.
  const projects = entries.flatMap((entry) => (entry.projectId === null ? [] : [TAGS.project(entry.projectId)]));
  const tags = pageTags(lang, [TAGS.lists, TAGS.press, ...projects]);
  return new Response(body, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
      ...tagHeaders(tags),
    },
  });
}

/** A file: no posts (405). */
export const action = refusePosts(loader);
