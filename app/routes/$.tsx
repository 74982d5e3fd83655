import type { MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { notFoundMeta } from "~/utils/page-meta";

export const meta: MetaFunction = notFoundMeta;

// Any path no route claims is a 404 page inside the site's layout.
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
