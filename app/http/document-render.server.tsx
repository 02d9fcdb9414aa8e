/**
 * A page's document rendered whole, as text. No loader of the site defers data, so nothing is
 * gained by sending the shell before the rest; what costs the Worker is the way there.
 * (docs/decisions/0041-documents-rendered-whole.md)
 *
 * - React's string renderer runs the tree once, synchronously. Its stream renderer, which a
 *   page needs only while something is still loading, costs a cold page about a tenth more of
 *   the Worker's CPU.
 * - Remix hands its data to the browser through `StreamTransfer`, a chain of Suspense
 *   boundaries reading its encoded data a chunk at a time, which the string renderer cannot
 *   wait for. The data is read whole first and sent in one script after the document, as the
 *   same call on the same stream the browser's Remix reads.
 */
import type { EntryContext } from "@remix-run/cloudflare";
import type { ReactElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";

/**
 * How React's string renderer marks a Suspense boundary it could not wait for: the browser
 * would render it instead, and a reader without JavaScript would never see it.
 */
const BOUNDARY_LEFT_TO_THE_BROWSER = "<!--$!-->";

const DOCTYPE = "<!DOCTYPE html>";

/** Characters that could end or open markup inside a script; each is escaped in the JSON. */
const UNSAFE_IN_SCRIPT = /[&<>\u2028\u2029]/g;

export interface StreamOptions {
  nonce: string;
  /** Aborts a render that waits too long (for a module, say). */
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

/**
 * The document as text. The string renderer throws when a component suspends outside any
 * boundary (a lazily loaded component the first time an isolate renders it), and leaves a
 * boundary that suspended to the browser: either way the page is rendered again by the stream
 * renderer, which waits for it. Its errors reach `onError` and its rejection, as before.
 */
export async function renderDocument(app: ReactElement, options: StreamOptions) {
  const atOnce = renderAtOnce(app);
  if (atOnce !== null) return atOnce;
  const stream = await renderToReadableStream(app, options);
  await stream.allReady;
  return new Response(stream).text();
}

function renderAtOnce(app: ReactElement) {
  try {
    const html = renderToString(app);
    if (html.includes(BOUNDARY_LEFT_TO_THE_BROWSER)) return null;
    // The stream renderer starts a document with its doctype; the string renderer leaves it out.
    return html.startsWith("<html") ? `${DOCTYPE}${html}` : html;
  } catch {
    return null;
  }
}

/**
 * Takes Remix's data for the browser out of the context, whole, so that `RemixServer` renders
 * no `StreamTransfer`. It is complete as soon as it is read: no loader returns a promise.
 */
export async function takeDataHandoff(context: EntryContext) {
  const stream = context.serverHandoffStream;
  context.serverHandoffStream = undefined;
  return stream ? new Response(stream).text() : null;
}

/**
 * The script that gives the browser's Remix its data: what `StreamTransfer` would have sent in
 * chunks, sent at once. Only a document that loads Remix's scripts (which open the stream) has
 * one.
 */
export function dataHandoffScript(
  handoff: string | null,
  context: EntryContext,
  nonce: string,
): string {
  if (handoff === null || !context.renderMeta?.didRenderScripts) return "";
  const text = JSON.stringify(handoff).replace(UNSAFE_IN_SCRIPT, escapeForScript);
  return (
    `<script nonce="${nonce}">window.__remixContext.streamController.enqueue(${text});` +
    `window.__remixContext.streamController.close();</script>`
  );
}

function escapeForScript(character: string) {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
}
