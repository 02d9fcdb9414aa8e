/**
 * The Worker entry. Static files under /public are served by Workers Assets before this runs;
 * everything else goes through the steps of handleRequest: the request is read (the unversioned
 * /api rewrite, a refused cross-origin form), answered (from the page cache, or by Remix with a
 * per-request load context), its failures reported, its headers secured, and it is logged.
 */
import { createRequestHandler, logDevReady } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import type { RequestEdgeCache } from "~/edge/edge-cache.server";
import { generationStoreFor } from "~/edge/generation-store.server";
import { pageQueryParametersOf, runPageCacheHitHandler } from "~/edge/page-cache-route.server";
import { serveSharedPage } from "~/edge/page-cache.server";
import {
  isSharedPageRequest,
  sharedPageRequest,
  sharedPageUrl,
} from "~/edge/shared-page-rules.server";
import type { PageTokens, RenderedPage } from "~/edge/stored-page.server";
import { refusedApiMethod } from "~/http/api-methods.server";
import { CROSS_ORIGIN_REFUSED, isCrossOriginSubmission } from "~/http/cross-origin.server";
import { answeringFailures } from "~/http/failure-answers.server";
import { guardRequestBody } from "~/http/request-body.server";
import { applySecurityHeaders } from "~/http/security-headers.server";
import { isAdminPath } from "~/lib/admin-path";
import { API_VERSION, isApiPath, versionedApiPath } from "~/lib/api-path";
import { issueFormStamp } from "~/lib/form-stamp.server";
import { jsonError } from "~/lib/json-response";
import { matchRoute } from "~/lib/route-id.server";
import { siteOrigin } from "~/lib/site-origin";
import { randomToken } from "~/lib/tokens.server";
import { createLoadContext, type WorkerEnv } from "~/platform/context.server";
import { createRequestDatabase, type RequestDatabase } from "~/platform/db.server";
import { EnvError, parseEnv, type AppEnv } from "~/platform/env.server";
import { sendErrorReport } from "~/platform/error-report.server";
import { logError, logEvent, logRequest } from "~/platform/request-log.server";
import { rollUpAnalytics } from "~/services/analytics/rollup.server";
import { isPublicPageView, rememberPageViews } from "~/services/analytics/visit-attribution.server";
import {
  openRequestEdgeCache,
  purgeEdgeCacheIfPostWentLive,
} from "~/services/blog/cache-lifetime.server";
import { purgeExpiredRecords } from "~/services/housekeeping.server";
import { storeIntakeBatch } from "~/services/intake/consumers.server";
import {
  INTAKE_DEAD_LETTERS,
  keepDeadLetterBatch,
  MAIL_DEAD_LETTERS,
} from "~/services/intake/dead-letters.server";
import { deliverMailBatch } from "~/services/mail/delivery.server";
import { sharedPageVariant } from "~/services/site/shared-page-variant.server";

if (process.env.NODE_ENV === "development") logDevReady(build);

const handleRemixRequest = createRequestHandler(answeringFailures(build), process.env.NODE_ENV);

/** The two Cron Triggers of wrangler.toml. */
const HOUSEKEEPING_CRON = "17 3 * * *";
const GO_LIVE_CHECK_MINUTES = 5;
/** What names each queue of wrangler.toml (a deployment's names differ only in their suffix). */
const INTAKE_DEAD_LETTER_QUEUE_MARK = "-intake-dead-";
const MAIL_QUEUE_MARK = "-mail-";
const MAIL_DEAD_LETTER_QUEUE_MARK = "-mail-dead-";

const READING_METHODS = new Set(["GET", "HEAD"]);

/**
 * A request that only reads (by its method) sends each statement as one fetch; one that writes
 * keeps a WebSocket session for all of its statements, and so do the admin screens, whose
 * exports stream hundreds of statements after the response, more fetches than a Worker may
 * make for one request (decision 0031).
 */
function readsOverHttp({ request, url }: Incoming) {
  return READING_METHODS.has(request.method) && !isAdminPath(url.pathname);
}

/** A request as the Worker answers it. */
interface Incoming {
  request: Request;
  url: URL;
  /** Our own id, never a client-sent header: it names the request in logs and the audit trail. */
  requestId: string;
  route: ReturnType<typeof matchRoute>;
  /** Why a submission was refused before any route ran. */
  refusal?: string;
}

/** The answer, with what the steps after it need. */
interface Answer {
  response: Response;
  /** The CSP nonce of the response's scripts. */
  nonce: string;
  failures: unknown[];
  dbMs?: number;
  /** The visit's source cookie, updated for a page a consenting visitor reads. */
  visitSourceCookie?: string | null;
}

interface Rendered extends RenderedPage {
  failures: unknown[];
}

function readRequest(request: Request): Incoming {
  const requestId = crypto.randomUUID();
  const url = new URL(request.url);
  const rewritten = versionedApiPath(url.pathname);
  if (rewritten) {
    url.pathname = rewritten;
    request = new Request(url, request);
  }
  const route = matchRoute(build.routes, url.pathname);
  // A form from another site: render the page it was sent to (a GET, no action runs) with the
  // refusal, which the root loader turns into the normal error page with status 403.
  if (!isCrossOriginSubmission(request)) return { request, url, requestId, route };
  return {
    request: new Request(url, { method: "GET", headers: request.headers }),
    url,
    requestId,
    route,
    refusal: CROSS_ORIGIN_REFUSED,
  };
}

async function newPageTokens(env: AppEnv): Promise<PageTokens> {
  return { nonce: randomToken(16), formStamp: await issueFormStamp(env.SESSION_SECRET) };
}

/** One render by Remix with its own load context, on the request's database. */
async function renderWithRemix(
  { request, url, requestId, refusal }: Incoming,
  env: AppEnv,
  database: RequestDatabase,
  edgeCache: RequestEdgeCache,
): Promise<Rendered> {
  const startedAt = Date.now();
  const tokens = await newPageTokens(env);
  const context = createLoadContext(env, edgeCache.ctx, database, {
    ...tokens,
    requestId,
    refusal,
    edgeCache,
    buildVersion: build.assets.version,
  });
  let response = await handleRemixRequest(request, context);
  // An API handler that threw answers JSON like every other API error, without its details.
  if (isApiPath(url.pathname) && response.status === 500 && context.failures.length)
    response = jsonError(500, "Internal server error");
  return {
    response,
    tokens,
    clean: context.failures.length === 0,
    startedAt,
    failures: context.failures,
  };
}

function answerOf({ response, tokens, failures }: Rendered): Answer {
  return { response, nonce: tokens.nonce, failures };
}

/**
 * One database handle serves the whole request (the cache generation and every render, a
 * background revalidation included): one connection, one deadline. It closes once the last
 * render is done.
 */
async function answerRequest(incoming: Incoming, rawEnv: WorkerEnv, ctx: ExecutionContext) {
  const env = parseEnv(rawEnv);
  const database = createRequestDatabase(env, { queriesOverHttp: readsOverHttp(incoming) });
  const renders: Promise<unknown>[] = [];
  try {
    const answer = await answerFromCacheOrRender(incoming, env, database, renders, ctx);
    return {
      ...answer,
      dbMs: database.opened ? database.busyMs : undefined,
      visitSourceCookie: isPublicPageView(incoming.request, answer.response)
        ? await rememberPageViews(incoming.request, env.SESSION_SECRET, [
            {
              page: incoming.url,
              referrer: incoming.request.headers.get("Referer"),
              kind: "served",
            },
          ])
        : null,
    };
  } finally {
    ctx.waitUntil(Promise.allSettled(renders).then(() => database.close()));
  }
}

/** From the page cache when the visitor may share a copy of the page; rendered otherwise. */
async function answerFromCacheOrRender(
  incoming: Incoming,
  env: AppEnv,
  database: RequestDatabase,
  renders: Promise<unknown>[],
  ctx: ExecutionContext,
): Promise<Answer> {
  const { request, url, route, refusal } = incoming;
  const refusedMethod = refusedApiMethod(route?.id, request.method);
  if (refusedMethod) return { response: refusedMethod, nonce: randomToken(16), failures: [] };
  const origin = siteOrigin(url, env.SITE_URL);
  const edgeCache = openRequestEdgeCache(ctx, origin, generationStoreFor(env), () =>
    database.get(),
  );
  const render = (page = incoming) => {
    const rendered = renderWithRemix(page, env, database, edgeCache);
    renders.push(rendered);
    return rendered;
  };
  const variant =
    !refusal && isSharedPageRequest(request, url)
      ? await sharedPageVariant(request, env.SESSION_SECRET)
      : null;
  if (!variant) return answerOf(await render());
  // A shared copy is rendered from the address without what the page does not read, so
  // nothing else a visitor put in the URL is reflected into a copy others are served.
  const pageUrl = sharedPageUrl(url, pageQueryParametersOf(build.routes, route));
  const page = await serveSharedPage({
    page: pageUrl,
    cache: edgeCache,
    variant,
    freshSeconds: env.PAGE_CACHE_FRESH_SECONDS,
    staleSeconds: env.PAGE_CACHE_STALE_SECONDS,
    freshTokens: () => newPageTokens(env),
    render: () => render({ ...incoming, request: sharedPageRequest(request, pageUrl) }),
    onHit: () => runPageCacheHitHandler(build.routes, route, { request, context: { env, ctx } }),
  });
  return {
    response: page.response,
    nonce: page.tokens.nonce,
    failures: page.rendered?.failures ?? [],
  };
}

/** Only a broken deployment (missing secrets) gets here; say so without details. */
function misconfigured({ requestId }: Incoming, error: unknown): Answer {
  logError(requestId, error instanceof EnvError ? error.message : error);
  return {
    response: jsonError(500, "Server misconfigured"),
    nonce: randomToken(16),
    failures: [error instanceof EnvError ? new Error(error.message) : error],
  };
}

/** Reports leave after the response, so a slow tracker never delays a visitor. */
function reportFailures(
  { request, url, requestId, route }: Incoming,
  { failures }: Answer,
  rawEnv: WorkerEnv,
  ctx: ExecutionContext,
) {
  for (const failure of failures) {
    ctx.waitUntil(
      sendErrorReport(rawEnv.ERROR_REPORT_DSN, failure, {
        requestId,
        method: request.method,
        path: url.pathname,
        routeId: route?.id,
        environment: typeof rawEnv.APP_ENV === "string" ? rawEnv.APP_ENV : "development",
        release: build.assets.version,
      }),
    );
  }
}

function withResponseHeaders(
  { url, requestId }: Incoming,
  { response, nonce, visitSourceCookie }: Answer,
) {
  // Responses from Remix can be immutable; copy the headers before changing them.
  const headers = new Headers(response.headers);
  applySecurityHeaders(headers, { nonce, requestId, pathname: url.pathname });
  if (visitSourceCookie) headers.append("Set-Cookie", visitSourceCookie);
  if (isApiPath(url.pathname)) headers.set("X-API-Version", API_VERSION);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function logAnswered(
  { request, url, requestId, route }: Incoming,
  { dbMs }: Answer,
  response: Response,
  startedAt: number,
) {
  logRequest({
    requestId,
    method: request.method,
    path: url.pathname,
    ...(route ? { route: route.id } : {}),
    status: response.status,
    durationMs: Date.now() - startedAt,
    ...(dbMs !== undefined ? { dbMs } : {}),
    ...(response.headers.has("X-Cache") ? { cache: response.headers.get("X-Cache")! } : {}),
  });
}

async function handleRequest(
  request: Request,
  rawEnv: WorkerEnv,
  ctx: ExecutionContext,
): Promise<Response> {
  const startedAt = Date.now();
  const incoming = readRequest(request);
  const answered = await answerRequest(incoming, rawEnv, ctx).catch((error: unknown) =>
    misconfigured(incoming, error),
  );
  reportFailures(incoming, answered, rawEnv, ctx);
  const response = withResponseHeaders(incoming, answered);
  logAnswered(incoming, answered, response, startedAt);
  return response;
}

export default {
  async fetch(incoming: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    const guarded = guardRequestBody(incoming);
    try {
      return await handleRequest(guarded.request, env, ctx);
    } finally {
      await guarded.drain();
    }
  },

  /**
   * The Cron Triggers of wrangler.toml. Every few minutes: if a scheduled post went live since
   * the last run, retire the cached blog (readers already see it: visibility is decided at read
   * time and cached entries end at the go-live; this retires the copies made before it, under
   * every host name). Daily: expired sessions, tokens and counters are deleted, and the
   * analytics are rolled up by day (raw events past 25 months deleted).
   */
  async scheduled(controller: ScheduledController, env: WorkerEnv) {
    const appEnv = parseEnv(env);
    const database = createRequestDatabase(appEnv);
    const ranAt = new Date(controller.scheduledTime);
    try {
      const db = await database.get();
      if (controller.cron === HOUSEKEEPING_CRON) {
        const purged = await purgeExpiredRecords(db, ranAt);
        const analytics = await rollUpAnalytics(db, ranAt);
        logEvent("info", "housekeeping", { cron: controller.cron, deleted: purged, analytics });
        return;
      }
      const previousRun = new Date(ranAt.getTime() - GO_LIVE_CHECK_MINUTES * 60_000);
      const store = generationStoreFor(appEnv);
      if (await purgeEdgeCacheIfPostWentLive(db, store, previousRun))
        logEvent("info", "scheduled posts went live, blog cache purged", { cron: controller.cron });
    } finally {
      await database.close();
    }
  },

  /**
   * The queues of wrangler.toml and their dead-letter queues: submissions accepted while
   * Postgres was away are stored, mail is sent; what never could be is kept for an operator.
   */
  async queue(batch: MessageBatch<unknown>, env: WorkerEnv) {
    const appEnv = parseEnv(env);
    if (batch.queue.includes(MAIL_DEAD_LETTER_QUEUE_MARK))
      await keepDeadLetterBatch(batch, appEnv, "not sent after every retry", MAIL_DEAD_LETTERS);
    else if (batch.queue.includes(MAIL_QUEUE_MARK)) await deliverMailBatch(batch, appEnv);
    else if (batch.queue.includes(INTAKE_DEAD_LETTER_QUEUE_MARK))
      await keepDeadLetterBatch(batch, appEnv, "not stored after every retry", INTAKE_DEAD_LETTERS);
    else await storeIntakeBatch(batch, appEnv);
  },
} satisfies ExportedHandler<WorkerEnv>;
