// A page or file that takes no post. Without an action, Remix answered any post with 405 before the page was
// looked for (a post to an unknown language prefix, /xx/studio, or to no page read "not allowed" where the same
// address opened in the browser reads "not found"), and a file's route with its own JSON ("Unexpected Server Error").
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

/** The methods such a route takes, for a 405's Allow. */
const ALLOW = "GET, HEAD";

/**
 * The action of a route without a form: what its loader answers a GET where there is nothing (a 404, a redirect),
 * else 405 with Allow and no-store, as every refusal. A page's `headers` pass the refusal's on (publicHeaders); a
 * file's bodiless 405 is answered on the server's own page (server/edge.js). Without a loader: 405 at once (a file
 * that is always there).
 */
export function refusePosts(loader?: (args: LoaderFunctionArgs) => Promise<unknown>) {
  return async function action(args: ActionFunctionArgs): Promise<never> {
    const answer = await loader?.(args);
    // A file's answer is a stream already open: closed unread.
    if (answer instanceof Response) await answer.body?.cancel();
    throw new Response(null, { status: 405, headers: { Allow: ALLOW, "Cache-Control": "no-store" } });
  };
}
