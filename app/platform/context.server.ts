import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  createRequestDatabase,
  isDatabaseUnavailable,
  DATABASE_UNAVAILABLE_MESSAGE,
  type Database,
} from "./db.server";
import type { AppEnv } from "./env.server";

export interface WorkerEnv extends Record<string, unknown> {
  ASSETS?: Fetcher;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: AppEnv;
    ctx: ExecutionContext;
    /** The request's database; the first call connects. Throws a 503 response when Postgres is down. */
    db(): Promise<Database>;
    nonce: string;
    /** This response's signed form stamp (public forms send it back: minimum fill time). */
    formStamp: string;
    requestId: string;
    /** The build's version (the Remix manifest's), so clients and operators can tell deployments apart. */
    buildVersion: string;
    /** Set when a submission was refused before any route ran; the page answers with it (403). */
    refusal?: string;
    /** Unexpected loader and action errors of this request (handleError), for the error report. */
    failures: unknown[];
  }
}

function serviceUnavailable(message = DATABASE_UNAVAILABLE_MESSAGE) {
  return new Response(JSON.stringify({ message }), {
    status: 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": "30" },
  });
}

export function createLoadContext(
  env: AppEnv,
  ctx: ExecutionContext,
  {
    nonce,
    formStamp,
    requestId,
    buildVersion,
    refusal,
  }: {
    nonce: string;
    formStamp: string;
    requestId: string;
    buildVersion: string;
    refusal?: string;
  },
) {
  const database = createRequestDatabase(env);
  const context: AppLoadContext = {
    env,
    ctx,
    nonce,
    formStamp,
    requestId,
    buildVersion,
    refusal,
    failures: [],
    async db() {
      try {
        return await database.get();
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw serviceUnavailable();
        throw error;
      }
    },
  };
  return { context, database };
}
