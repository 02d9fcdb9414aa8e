import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import { visitorHash } from "~/lib/client-ip.server";
import { createRequestDatabase } from "~/lib/db.server";
import { recordPostView } from "./blog.server";

/** Browsers mark speculative loads (link prefetch, prerender) with one of these headers. */
function isPrefetch(request: Request) {
  const purpose =
    `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender");
}

export function isRealPageView(request: Request) {
  return (
    request.method === "GET" &&
    !isbot(request.headers.get("User-Agent") ?? "") &&
    !isPrefetch(request)
  );
}

/**
 * Counts a view of a post after the response is sent (ctx.waitUntil), on a connection of its
 * own: the page may have been served from the edge cache without opening the database, and
 * the request's own handle is closed as soon as the response is out.
 */
/** The post page's route id: a post page served from the page cache counts its view by it. */
export const POST_PAGE_ROUTE = "routes/blog.$slug";

export function countPostViewLater(
  request: Request,
  context: Pick<AppLoadContext, "env" | "ctx">,
  slug: string,
) {
  if (!isRealPageView(request)) return;
  context.ctx.waitUntil(
    (async () => {
      const database = createRequestDatabase(context.env);
      try {
        const visitor = await visitorHash(request, context.env.IP_HASH_SALT);
        await recordPostView(await database.get(), slug, visitor);
      } catch (error) {
        console.error("Could not count a blog post view", error);
      } finally {
        await database.close();
      }
    })(),
  );
}
