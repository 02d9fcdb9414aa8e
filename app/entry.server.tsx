import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { dataHandoffScript, renderDocument, takeDataHandoff } from "~/http/document-render.server";
import { NonceProvider } from "~/lib/nonce";
import { logError } from "~/platform/request-log.server";

const ABORT_DELAY = 5_000;
const LEGACY_DATA_REQUEST_WARNING =
  "Warning: Single fetch-enabled apps should not be making ?_data";

/** How soon a client may try again after a 503, when the page did not say. */
const RETRY_AFTER_SECONDS = "30";

/**
 * A page's single-fetch `.data` answer, which Remix makes without `handleRequest` below: its
 * 503 says when to come back, as the page's own does.
 */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (response.status === 503 && !response.headers.has("Retry-After"))
    response.headers.set("Retry-After", RETRY_AFTER_SECONDS);
  return response;
};

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
  // (Failures Postgres explains, an outage or a refused value, never get here: every loader
  // and action answers them itself, app/http/failure-answers.server.ts.)
  const load = context as AppLoadContext;
  logError(load.requestId, error);
  load.failures.push(error);
};

/**
 * React's error for a render whose reader went away before the end: the client left, or the page
 * cache let a render go that it will not serve (a 503 while an old copy is served). React 18
 * gives it no reason to tell it by, only its message (minified in production).
 */
function isAbandonedRender(error: unknown) {
  return (
    error instanceof Error &&
    /React error #432\b|aborted by the server without a reason/.test(error.message)
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const { nonce } = loadContext;
  const handoff = await takeDataHandoff(remixContext);

  let html: string;
  try {
    html = await renderDocument(
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
          if (!controller.signal.aborted && !isAbandonedRender(error))
            logError(loadContext.requestId, error);
          responseStatusCode = 500;
        },
      },
    );
  } finally {
    clearTimeout(timeout);
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A route's thrown 503 carries Retry-After in its own headers, which Remix does not copy to
  // the document; every 503 page says when to come back.
  if (responseStatusCode === 503 && !responseHeaders.has("Retry-After"))
    responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
  return new Response(html + dataHandoffScript(handoff, remixContext, nonce), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
