/** Helpers for integration tests that run inside workerd beside the built Worker. */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { createDrizzle, createPool, type Database } from "~db/client";
import worker from "../../build/index.js";
import { checkApiResponse } from "./openapi-contract";

export const BASE_URL = "http://localhost";

/**
 * The Worker's own fetch handler (server.ts) answers `sent`, with the run's bindings and some
 * replaced. It is called as workerd calls it, with an execution context of its own, rather than
 * through `exports.default`: there each request of a test costs more than the one before
 * (cloudflare/workers-sdk#15446: ~50 ms by the 500th, a stack overflow by the 1,600th).
 */
async function handle(sent: Request, overrides: Record<string, string | undefined> = {}) {
  const ctx = createExecutionContext();
  const bindings = { ...(env as unknown as Record<string, unknown>), ...overrides };
  const response = await worker.fetch(sent, bindings, ctx);
  return { ctx, response };
}

/**
 * Sends a request as a client would; work the Worker keeps doing after its answer goes on in the
 * background, as it does in production. An /api/v1 answer the OpenAPI document does not
 * describe fails the test (./openapi-contract.ts).
 */
export async function send(sent: Request) {
  const { method, url } = sent;
  const { response } = await handle(sent);
  await checkApiResponse(method, new URL(url), response);
  return response;
}

/** `send` for a path of this site. */
export function request(path: string, init?: RequestInit) {
  return send(new Request(new URL(path, BASE_URL), init));
}

/**
 * Sends a request through the Worker with some environment values replaced, as a deployment
 * with that configuration would run it (rotated secrets, a database that is down...), and waits
 * for the work it does after its answer.
 */
export async function requestWithEnv(
  overrides: Record<string, string | undefined>,
  path: string,
  init?: RequestInit,
) {
  const sent = new Request(new URL(path, BASE_URL), init);
  const { ctx, response } = await handle(sent, overrides);
  await waitOnExecutionContext(ctx);
  await checkApiResponse(sent.method, new URL(sent.url), response);
  return response;
}

/**
 * `requestWithEnv` for a response that streams after it is returned (a CSV export): its body is
 * read before the Worker's background work is awaited, which waits for the stream to end.
 */
export async function requestWithEnvStreamed(
  overrides: Record<string, string | undefined>,
  path: string,
  init?: RequestInit,
) {
  const { ctx, response } = await handle(new Request(new URL(path, BASE_URL), init), overrides);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** Nothing listens on port 1: the proxy refuses the address, as a dead server would. */
export const DEAD_DATABASE = { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" };

export function postJson(path: string, body: unknown, init: RequestInit = {}) {
  return request(path, {
    ...init,
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
    body: JSON.stringify(body),
  });
}

/** Direct database access for arranging and checking rows; close it when done. */
export async function withDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const bindings = env as unknown as Record<string, string>;
  const pool = createPool({ url: bindings.DATABASE_URL!, wsProxy: bindings.DATABASE_WS_PROXY });
  try {
    return await work(createDrizzle(pool));
  } finally {
    await pool.end();
  }
}
