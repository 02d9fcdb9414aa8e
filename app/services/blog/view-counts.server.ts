import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { visitorHash } from "~/lib/client-ip.server";
import { createRequestDatabase, isDatabaseUnavailable } from "~/platform/db.server";
import { logEvent } from "~/platform/request-log.server";
import { recordPostViews, VIEW_WINDOW_MINUTES, type PostView } from "./public-queries.server";

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

/** How long views wait to be written together: one statement for all an isolate saw meanwhile. */
const VIEW_BATCH_MS = 500;

/** The views this isolate saw and has not written yet, by post and visitor. */
let waitingViews = new Map<string, PostView>();
/** The write that will take the waiting views, once it is scheduled. */
let nextWrite: Promise<void> | undefined;

/**
 * Counts a view of a post after the response is sent (ctx.waitUntil). A visitor counts once per
 * post per half hour (recordPostViews), so a reload does not inflate the count.
 *
 * Views are written together (docs/decisions/0036-view-counts-written-together.md): the first
 * view waits VIEW_BATCH_MS, then every view the isolate saw meanwhile is written in one
 * statement, on a connection of its own (the page may have been served from the edge cache
 * without opening the database, and the request's own handle is closed as soon as the response
 * is out). Every request whose view waits keeps the Worker running (waitUntil) until the write
 * is done, so no view is left behind unwritten.
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
      if (countedHere.has(mark) || waitingViews.has(mark)) return;
      waitingViews.set(mark, { slug, visitor });
      nextWrite ??= writeWaitingViews(context.env);
      await nextWrite;
    })(),
  );
}

async function writeWaitingViews(env: AppLoadContext["env"]) {
  await new Promise((resolve) => setTimeout(resolve, VIEW_BATCH_MS));
  // Views seen from here on wait for the next write.
  const views = waitingViews;
  waitingViews = new Map();
  nextWrite = undefined;
  // One statement: one fetch, no WebSocket session to open for it (decision 0031).
  const database = createRequestDatabase(env, { queriesOverHttp: true });
  try {
    await recordPostViews(await database.get(), [...views.values()]);
    for (const mark of views.keys()) countedHere.set(mark, true);
  } catch (error) {
    // Views missed while Postgres is away are not user data: let them go quietly.
    if (!isDatabaseUnavailable(error))
      logEvent("error", "could not count blog post views", {
        views: views.size,
        error: error instanceof Error ? error.message : String(error),
      });
  } finally {
    await database.close();
  }
}
