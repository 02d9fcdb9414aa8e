/**
 * POST /api/v1/events: the first-party analytics. A JSON body `{ events: [...] }` of at most 20
 * events (page_view, scroll_depth, click, search, not_found, lead), sent as application/json or,
 * by `navigator.sendBeacon`, as text/plain. Answers 204 whether or not anything was stored (a
 * visitor without analytics consent, with Global Privacy Control or a bot stores nothing);
 * 400 `{ message }` for malformed events, 413 over 8 KB, 429 when one visitor (or one address,
 * whatever user agents it sends) sends too many.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseJsonBody } from "~/http/json-body.server";
import { json } from "~/lib/json-response";
import { analyticsBatchSchema } from "~/schemas/analytics";
import { recordAnalyticsEvents } from "~/services/analytics/events.server";

const MAX_EVENTS_BODY_BYTES = 8 * 1024;
const LIMITED_MESSAGES = {
  visitor: "Too many analytics events from this browser. Please wait a minute.",
  address: "Too many analytics events from this address. Please wait a minute.",
};

export async function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    await request.body?.cancel().catch(() => undefined);
    return methodNotAllowed();
  }
  const body = await parseJsonBody(request, analyticsBatchSchema, {
    maxBytes: MAX_EVENTS_BODY_BYTES,
    acceptTextPlain: true,
  });
  if (!body.ok) return body.response;
  const result = await recordAnalyticsEvents(
    { env: context.env, db: context.db, secrets: context.env.SESSION_SECRET },
    request,
    body.data.events,
  );
  if (result.outcome === "limited")
    return json(
      { message: LIMITED_MESSAGES[result.by] },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (result.setCookie) headers.set("Set-Cookie", result.setCookie);
  return new Response(null, { status: 204, headers });
}

function methodNotAllowed() {
  return json(
    { message: "Method not allowed. Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
