import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  isDatabaseUnavailable,
  DATABASE_UNAVAILABLE_MESSAGE,
  type Database,
  type RequestDatabase,
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
    /** Keeps the request's database open for a response that streams from it (see RequestDatabase). */
    keepDatabaseOpenUntil(done: Promise<unknown>, budgetMs: number): void;
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

export function serviceUnavailable(message = DATABASE_UNAVAILABLE_MESSAGE) {
  return new Response(JSON.stringify({ message }), {
    status: 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": "30" },
  });
}

/** The members AppLoadContext declares (Remix's own type also admits any other key). */
type DeclaredContext = {
  [Key in keyof AppLoadContext as string extends Key ? never : Key]: AppLoadContext[Key];
};

/**
 * The load context of one render, on the request's database. The caller gives this request's
 * own values, including those that layers above declare on AppLoadContext themselves (the edge
 * cache: app/edge).
 */
export function createLoadContext(
  env: AppEnv,
  ctx: ExecutionContext,
  database: RequestDatabase,
  requestValues: Omit<DeclaredContext, "env" | "ctx" | "db" | "keepDatabaseOpenUntil" | "failures">,
): AppLoadContext {
  return {
    ...requestValues,
    env,
    ctx,
    failures: [],
    keepDatabaseOpenUntil: (done, budgetMs) => database.keepOpenUntil(done, budgetMs),
    async db() {
      try {
        return await database.get();
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw serviceUnavailable();
        throw error;
      }
    },
  };
}
