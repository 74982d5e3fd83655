import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { NOT_FOUND_TITLE } from "~/utils/page-meta";

export const meta: MetaFunction = () => [{ title: NOT_FOUND_TITLE }];

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
