import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { isInvalidInputError } from "~/lib/db-errors.server";
import { NonceProvider } from "~/lib/nonce";
import { isDatabaseUnavailable } from "~/platform/db.server";
import { logDatabaseOutage, logError } from "~/platform/request-log.server";

const ABORT_DELAY = 5_000;
const LEGACY_DATA_REQUEST_WARNING =
  "Warning: Single fetch-enabled apps should not be making ?_data";

/**
 * The backstop behind the schemas: a page whose loader or action failed only because Postgres
 * refused a value the visitor sent (a NUL character, a number out of range) answers 400, not
 * 500. The error page is the same; the status tells clients and monitoring who was at fault.
 */
function statusForErrors(status: number, remixContext: EntryContext) {
  const errors = Object.values(remixContext.staticHandlerContext.errors ?? {});
  if (status !== 500 || errors.length === 0) return status;
  if (errors.every(isInvalidInputError)) return 400;
  // Postgres went away or stalled mid-render: a passing outage, not a fault of the page.
  if (errors.every(isDatabaseUnavailable)) return 503;
  return status;
}

/** How soon a client may try again after a 503, when the page did not say. */
const RETRY_AFTER_SECONDS = "30";

/**
 * An unexpected error in a loader or action: logged once, with its stack and the request id,
 * and kept for the error report the Worker sends once the response is out.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A 4xx a loader or action threw on purpose (`throw data(..., { status: 404 })`) is an answer
  // to the client, not a failure: Remix passes those of resource routes here too.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Under single fetch only a hand-made URL asks for `?_data`; Remix answers it and calls it
  // an error, which would let anyone fill the error tracker.
  if (error instanceof Error && error.message.startsWith(LEGACY_DATA_REQUEST_WARNING)) return;
  const load = context as AppLoadContext;
  // An outage is one line a minute, not one per request; the status still says 503.
  if (isDatabaseUnavailable(error)) logDatabaseOutage(new URL(request.url).pathname);
  else logError(load.requestId, error);
  load.failures.push(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseStatusCode = statusForErrors(responseStatusCode, remixContext);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const { nonce } = loadContext;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer
        context={remixContext}
        url={request.url}
        abortDelay={ABORT_DELAY}
        nonce={nonce}
      />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logError(loadContext.requestId, error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  // Crawlers and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A route's thrown 503 carries Retry-After in its own headers, which Remix does not copy to
  // the document; every 503 page says when to come back.
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After"))
    responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
