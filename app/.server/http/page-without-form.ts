// A public page that takes no post. Without an action, Remix answered any post with 405 before the page was
// looked for: a post to an unknown language prefix (/xx/studio) or a missing page read "not allowed", where
// the same address opened in the browser reads "not found".
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

/** The methods such a page takes, for a 405's Allow. */
const ALLOW = "GET, HEAD";

/**
 * The action of a page without a form: what its loader answers a GET where there is no page (a 404, a redirect),
 * else 405 with Allow and no-store, as every refusal. The page's `headers` pass the refusal's on (publicHeaders).
 */
export function refusePosts(loader: (args: LoaderFunctionArgs) => Promise<unknown>) {
  return async function action(args: ActionFunctionArgs): Promise<never> {
    await loader(args);
    throw new Response(null, { status: 405, headers: { Allow: ALLOW, "Cache-Control": "no-store" } });
  };
}
