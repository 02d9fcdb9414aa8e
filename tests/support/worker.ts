/** Helpers for integration tests that run inside workerd beside the built Worker. */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { createDrizzle, createPool, type Database } from "~db/client";
import worker from "../../build/index.js";
import { checkApiResponse } from "./openapi-contract";

export const BASE_URL = "http://localhost";

/**
 * Sends a request through the Worker's own fetch handler (server.ts), as a client would. An
 * /api/v1 answer the OpenAPI document does not describe fails the test (./openapi-contract.ts).
 */
export async function send(sent: Request) {
  const worker = (exports as unknown as { default: Fetcher }).default;
  const { method, url } = sent;
  const response = await worker.fetch(sent);
  await checkApiResponse(method, new URL(url), response);
  return response;
}

/** `send` for a path of this site. */
export function request(path: string, init?: RequestInit) {
  return send(new Request(new URL(path, BASE_URL), init));
}

/**
 * Sends a request through the Worker with some environment values replaced, as a deployment
 * with that configuration would run it (rotated secrets, a database that is down...).
 */
export async function requestWithEnv(
  overrides: Record<string, string | undefined>,
  path: string,
  init?: RequestInit,
) {
  const ctx = createExecutionContext();
  const sent = new Request(new URL(path, BASE_URL), init);
  const response = await worker.fetch(
    sent,
    { ...(env as unknown as Record<string, unknown>), ...overrides },
    ctx,
  );
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
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, BASE_URL), init),
    { ...(env as unknown as Record<string, unknown>), ...overrides },
    ctx,
  );
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
