/**
 * The Worker entry. Static files under /public are served by Workers Assets before this
 * runs; everything else comes here: the unversioned /api rewrite, the Remix request handler
 * with a per-request load context, and the security headers.
 */
import { createRequestHandler, logDevReady } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import {
  isSharedPageRequest,
  serveSharedPage,
  type PageTokens,
  type RenderedPage,
} from "~/edge/page-cache.server";
import { apiFailureResponse } from "~/http/api-failure.server";
import { CROSS_ORIGIN_REFUSED, isCrossOriginSubmission } from "~/http/cross-origin.server";
import { guardRequestBody } from "~/http/request-body.server";
import { applySecurityHeaders } from "~/http/security-headers.server";
import { API_VERSION, isApiPath, versionedApiPath } from "~/lib/api-path";
import { issueFormStamp } from "~/lib/form-stamp.server";
import { jsonError } from "~/lib/json-response";
import { matchRoute } from "~/lib/route-id.server";
import { randomToken } from "~/lib/tokens.server";
import { createLoadContext, type WorkerEnv } from "~/platform/context.server";
import { createRequestDatabase } from "~/platform/db.server";
import { EnvError, parseEnv, type AppEnv } from "~/platform/env.server";
import { sendErrorReport } from "~/platform/error-report.server";
import { logError, logRequest } from "~/platform/request-log.server";
import { blogCacheGeneration, purgeBlogCache } from "~/services/blog-cache.server";
import { countPostViewLater, POST_PAGE_ROUTE } from "~/services/blog-views.server";
import { nextScheduledGoLive, scheduledPostWentLive } from "~/services/blog.server";
import { purgeExpiredRecords } from "~/services/housekeeping.server";
import { sharedPageVariant } from "~/services/shared-page-variant.server";

if (process.env.NODE_ENV === "development") logDevReady(build);

const handleRemixRequest = createRequestHandler(build, process.env.NODE_ENV);

/** The two Cron Triggers of wrangler.toml. */
const HOUSEKEEPING_CRON = "17 3 * * *";
const GO_LIVE_CHECK_MINUTES = 5;

interface Rendered extends RenderedPage {
  failures: unknown[];
  dbMs?: number;
}

/** One render by Remix with its own load context and database handle. */
async function renderWithRemix(
  request: Request,
  env: AppEnv,
  ctx: ExecutionContext,
  meta: { requestId: string; refusal?: string },
): Promise<Rendered> {
  const tokens = await newPageTokens(env);
  const { context, database } = createLoadContext(env, ctx, {
    ...tokens,
    ...meta,
    buildVersion: build.assets.version,
  });
  let response: Response;
  try {
    response = await handleRemixRequest(request, context);
  } finally {
    if (database.opened) ctx.waitUntil(database.close());
  }
  if (
    isApiPath(new URL(request.url).pathname) &&
    response.status === 500 &&
    context.failures.length
  )
    response = apiFailureResponse(context.failures);
  return {
    response,
    tokens,
    clean: context.failures.length === 0,
    failures: context.failures,
    dbMs: database.opened ? database.busyMs : undefined,
  };
}

/** Only when the blog cache starts a new generation: its own short-lived connection. */
async function readNextGoLive(env: AppEnv, ctx: ExecutionContext) {
  const database = createRequestDatabase(env);
  try {
    return await nextScheduledGoLive(await database.get());
  } finally {
    ctx.waitUntil(database.close());
  }
}

async function newPageTokens(env: AppEnv): Promise<PageTokens> {
  return { nonce: randomToken(16), formStamp: await issueFormStamp(env.SESSION_SECRET) };
}

async function handleRequest(
  request: Request,
  rawEnv: WorkerEnv,
  ctx: ExecutionContext,
): Promise<Response> {
  const startedAt = Date.now();
  // Our own id, never a client-sent header: it names the request in logs and the audit trail.
  const requestId = crypto.randomUUID();
  const url = new URL(request.url);
  const rewritten = versionedApiPath(url.pathname);
  if (rewritten) {
    url.pathname = rewritten;
    request = new Request(url, request);
  }
  // A form from another site: render the page it was sent to (a GET, no action runs) with the
  // refusal, which the root loader turns into the normal error page with status 403.
  let refusal: string | undefined;
  if (isCrossOriginSubmission(request)) {
    refusal = CROSS_ORIGIN_REFUSED;
    request = new Request(url, { method: "GET", headers: request.headers });
  }
  const route = matchRoute(build.routes, url.pathname);

  let response: Response;
  let nonce = randomToken(16);
  let failures: unknown[] = [];
  let dbMs: number | undefined;
  try {
    const env = parseEnv(rawEnv);
    const render = () => renderWithRemix(request, env, ctx, { requestId, refusal });
    const variant =
      !refusal && isSharedPageRequest(request)
        ? await sharedPageVariant(request, env.SESSION_SECRET)
        : null;
    if (variant) {
      const page = await serveSharedPage({
        request,
        ctx,
        variant,
        generation: (await blogCacheGeneration(url.origin, () => readNextGoLive(env, ctx))).id,
        freshSeconds: env.PAGE_CACHE_FRESH_SECONDS,
        freshTokens: () => newPageTokens(env),
        render,
      });
      ({ response } = page);
      nonce = page.tokens.nonce;
      failures = page.rendered?.failures ?? [];
      dbMs = page.rendered?.dbMs;
      // A post page from the cache ran no loader: its view still counts.
      if (page.status !== "MISS" && route?.id === POST_PAGE_ROUTE && route.params.slug)
        countPostViewLater(request, { env, ctx }, route.params.slug);
    } else {
      const rendered = await render();
      ({ response, failures, dbMs } = rendered);
      nonce = rendered.tokens.nonce;
    }
  } catch (error) {
    // Only a broken deployment (missing secrets) gets here; say so without details.
    logError(requestId, error instanceof EnvError ? error.message : error);
    failures = [error instanceof EnvError ? new Error(error.message) : error];
    response = jsonError(500, "Server misconfigured");
  }

  // Reports leave after the response, so a slow tracker never delays a visitor.
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

  // Responses from Remix can be immutable; copy the headers before changing them.
  const headers = new Headers(response.headers);
  applySecurityHeaders(headers, { nonce, requestId });
  if (isApiPath(url.pathname)) headers.set("X-API-Version", API_VERSION);
  logRequest({
    requestId,
    method: request.method,
    path: url.pathname,
    ...(route ? { route: route.id } : {}),
    status: response.status,
    durationMs: Date.now() - startedAt,
    ...(dbMs !== undefined ? { dbMs } : {}),
    ...(headers.has("X-Cache") ? { cache: headers.get("X-Cache")! } : {}),
  });
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
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
   * time and cached entries end at the go-live; this clears this data centre's copies, keyed
   * by SITE_URL's origin). Daily: expired sessions, tokens and counters are deleted.
   */
  async scheduled(controller: ScheduledController, env: WorkerEnv) {
    const appEnv = parseEnv(env);
    const database = createRequestDatabase(appEnv);
    const ranAt = new Date(controller.scheduledTime);
    try {
      const db = await database.get();
      if (controller.cron === HOUSEKEEPING_CRON) {
        const purged = await purgeExpiredRecords(db, ranAt);
        console.log(`housekeeping (${controller.cron}): deleted ${JSON.stringify(purged)}`);
        return;
      }
      const previousRun = new Date(ranAt.getTime() - GO_LIVE_CHECK_MINUTES * 60_000);
      if (appEnv.SITE_URL && (await scheduledPostWentLive(db, previousRun))) {
        await purgeBlogCache(appEnv.SITE_URL, () => nextScheduledGoLive(db));
        console.log(`scheduled posts (${controller.cron}): went live, blog cache purged`);
      }
    } finally {
      await database.close();
    }
  },
} satisfies ExportedHandler<WorkerEnv>;
