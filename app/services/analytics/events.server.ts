/**
 * First-party analytics: storing the events a consenting visitor's browser reports. Nothing is
 * stored for a visitor without analytics consent, with Global Privacy Control, or for a bot,
 * and no IP address or user agent is kept: the visitor is a hash whose salt changes daily.
 */
import { clientIp, dailyVisitorHash, hashIp } from "~/lib/client-ip.server";
import { registrableDomainOf } from "~/lib/registrable-domain.server";
import type { SigningSecrets } from "~/lib/signing-secrets.server";
import { trafficSource } from "~/lib/traffic-source";
import type { Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import type { AnalyticsEvent } from "~/schemas/analytics";
import { consumeRateLimit, type RateLimitRule } from "~/services/rate-limit.server";
import { analyticsEvents } from "~db/schema";
import { analyticsAllowed, isBotRequest } from "./counting-consent.server";
import { rememberPageViews, type CountedPageView } from "./visit-attribution.server";

/** A batch every two seconds for a minute is far more than a reader sends, and stops a flood. */
const EVENTS_RATE_LIMIT: RateLimitRule = {
  bucket: "analytics-events",
  limit: 30,
  windowMs: 60_000,
};

/**
 * Behind the visitor's limit, one for the address: a visitor is the address with a user agent,
 * and a client that changes its user agent on every batch is a new visitor each time. Twice a
 * visitor's limit leaves room for an office or a mobile carrier's shared address, where a
 * reader sends a few batches a minute.
 */
const EVENTS_ADDRESS_RATE_LIMIT: RateLimitRule = {
  bucket: "analytics-events-address",
  limit: 60,
  windowMs: 60_000,
};

type EventsResult =
  | { outcome: "accepted"; stored: number; setCookie: string | null }
  | { outcome: "limited"; by: "visitor" | "address"; retryAfterSeconds: number };

function referrerHost(referrer: string | undefined) {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** What is kept of an event besides its kind and path: never more than the event said. */
function dataOf(event: AnalyticsEvent, origin: string): Record<string, unknown> {
  switch (event.type) {
    case "page_view": {
      const page = pageUrl(event, origin);
      const { source, medium, campaign } = trafficSource(
        page.href,
        event.referrer ?? "",
        registrableDomainOf,
      );
      return {
        source,
        medium,
        campaign: campaign ?? null,
        term: event.utm?.term ?? null,
        content: event.utm?.content ?? null,
        referrer: referrerHost(event.referrer),
        loadMs: event.loadMs ?? null,
      };
    }
    case "scroll_depth":
      return { depth: event.depth };
    case "click":
      return { label: event.label, location: event.location };
    case "search":
      return { term: event.term.toLowerCase(), results: event.results };
    case "not_found":
    case "lead":
      return {};
  }
}

type PageView = Extract<AnalyticsEvent, { type: "page_view" }>;

/** The visit's source cookie after the batch's page views, counted in the order they were seen. */
function rememberReportedPageViews(
  request: Request,
  secrets: SigningSecrets,
  events: AnalyticsEvent[],
  now: Date,
) {
  const origin = new URL(request.url).origin;
  const views = events
    .filter((event): event is PageView => event.type === "page_view")
    .map((view): CountedPageView => ({
      page: pageUrl(view, origin),
      referrer: view.referrer ?? null,
      kind: view.loadMs === undefined ? "navigation" : "document",
    }));
  return views.length ? rememberPageViews(request, secrets, views, now) : null;
}

export async function recordAnalyticsEvents(
  {
    env,
    db,
    secrets,
  }: { env: Pick<AppEnv, "IP_HASH_SALT">; db: () => Promise<Database>; secrets: SigningSecrets },
  request: Request,
  events: AnalyticsEvent[],
  now = new Date(),
): Promise<EventsResult> {
  if (isBotRequest(request) || !(await analyticsAllowed(request, secrets)))
    return { outcome: "accepted", stored: 0, setCookie: null };
  const visitor = await dailyVisitorHash(request, env.IP_HASH_SALT, now);
  const { origin } = new URL(request.url);
  try {
    const database = await db();
    const limit = await consumeRateLimit(database, EVENTS_RATE_LIMIT, visitor, now);
    if (!limit.allowed)
      return { outcome: "limited", by: "visitor", retryAfterSeconds: limit.retryAfterSeconds };
    const address = await hashIp(clientIp(request), env.IP_HASH_SALT);
    const addressLimit = await consumeRateLimit(database, EVENTS_ADDRESS_RATE_LIMIT, address, now);
    if (!addressLimit.allowed)
      return {
        outcome: "limited",
        by: "address",
        retryAfterSeconds: addressLimit.retryAfterSeconds,
      };
    await database.insert(analyticsEvents).values(
      events.map((event) => ({
        occurredAt: now,
        visitor,
        kind: event.type,
        path: event.path,
        data: dataOf(event, origin),
      })),
    );
  } catch (error) {
    // Analytics are never worth an error for the visitor: a lost batch is logged and dropped.
    logEvent("warn", "analytics: events not stored", {
      error: error instanceof Error ? error.message : String(error),
    });
    return { outcome: "accepted", stored: 0, setCookie: null };
  }
  const setCookie = await rememberReportedPageViews(request, secrets, events, now);
  return { outcome: "accepted", stored: events.length, setCookie };
}

function pageUrl(event: PageView, origin: string) {
  const page = new URL(event.path, origin);
  for (const [name, value] of Object.entries(event.utm ?? {}))
    if (value) page.searchParams.set(`utm_${name}`, value);
  return page;
}
