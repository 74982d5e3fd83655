import type { MetaFunction } from "@remix-run/node";

import { refusePosts } from "~/.server/http/page-without-form";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { VisitorChrome } from "~/components/visitor-chrome";
import { notFoundMeta } from "~/utils/page-meta";

export const meta: MetaFunction = notFoundMeta;

// Any path no route claims is a 404 page framed as the visitor's site is.
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

/** A post to no page: the same 404 (Remix answered it 405, as if a page were there). */
export const action = refusePosts(loader);

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <VisitorChrome>
      <GeneralErrorBoundary />
    </VisitorChrome>
  );
}
