import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { visitorHash } from "~/lib/client-ip.server";
import { createRequestDatabase, isDatabaseUnavailable } from "~/platform/db.server";
import { logEvent } from "~/platform/request-log.server";
import { recordPostView, VIEW_WINDOW_MINUTES } from "./public-queries.server";

/** Browsers mark speculative loads (link prefetch, prerender) with one of these headers. */
function isPrefetch(request: Request) {
  const purpose =
    `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender");
}

function isRealPageView(request: Request) {
  return (
    request.method === "GET" &&
    !isbot(request.headers.get("User-Agent") ?? "") &&
    !isPrefetch(request)
  );
}

/**
 * Visitors this isolate already counted for a post, within the counting window: a reload (or a
 * benchmark) then costs neither a database connection nor a cache lookup. It is only a shortcut
 * in front of the database's own mark, which decides across isolates and data centres; bounded,
 * so a flood of visitors only makes it forget sooner.
 */
const countedHere = new LRUCache<string, true>({
  max: 10_000,
  ttl: VIEW_WINDOW_MINUTES * 60_000,
});

/**
 * Counts a view of a post after the response is sent (ctx.waitUntil), on a connection of its
 * own: the page may have been served from the edge cache without opening the database, and
 * the request's own handle is closed as soon as the response is out. A visitor counts once per
 * post per half hour (recordPostView), so a reload does not inflate the count.
 */
export function countPostViewLater(
  request: Request,
  context: Pick<AppLoadContext, "env" | "ctx">,
  slug: string,
) {
  if (!isRealPageView(request)) return;
  context.ctx.waitUntil(
    (async () => {
      const visitor = await visitorHash(request, context.env.IP_HASH_SALT);
      const mark = `${slug}\n${visitor}`;
      if (countedHere.has(mark)) return;
      // One statement: one fetch, no WebSocket session to open for it (decision 0031).
      const database = createRequestDatabase(context.env, { queriesOverHttp: true });
      try {
        await recordPostView(await database.get(), slug, visitor);
        countedHere.set(mark, true);
      } catch (error) {
        // A view missed while Postgres is away is not user data: let it go quietly.
        if (!isDatabaseUnavailable(error))
          logEvent("error", "could not count a blog post view", {
            error: error instanceof Error ? error.message : String(error),
          });
      } finally {
        await database.close();
      }
    })(),
  );
}
