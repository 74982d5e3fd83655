import { useLanguage } from "~/hooks/use-language";
import { isPublicPagePath } from "~/utils/languages";

/** A public page's Atom feed in its language, for feed readers (decision 057). */
export function FeedLink() {
  const { path, texts, to } = useLanguage();
  if (!isPublicPagePath(path)) return null;
  return <link rel="alternate" type="application/atom+xml" title={texts.siteTitle} href={to("/feed.xml")} />;
}
