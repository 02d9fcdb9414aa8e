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

/**
 * Everything a loader or action finds on its `context`, declared once here. The edge cache and
 * the unsaved form are given or set by layers above this one (app/edge, app/http); their types
 * are declared here all the same, so that every layer reads the one shape of the context.
 */
declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: AppEnv;
    ctx: ExecutionContext;
    /** The request's database; the first call connects. Throws a 503 response when Postgres is down. */
    db(): Promise<Database>;
    /** Keeps the request's database open for a response that streams from it (see RequestDatabase). */
    keepDatabaseOpenUntil(done: Promise<unknown>, budgetMs: number): void;
    /** The request's edge cache (app/edge/edge-cache.server.ts makes it). */
    edgeCache: RequestEdgeCache;
    nonce: string;
    /** This response's signed form stamp (public forms send it back: minimum fill time). */
    formStamp: string;
    requestId: string;
    /** The build's version (the Remix manifest's), so clients and operators can tell deployments apart. */
    buildVersion: string;
    /** Set when a submission was refused before any route ran; the page answers with it (403). */
    refusal?: string;
    /**
     * Set by an admin action that kept its form because Postgres is away
     * (app/http/unsaved-form.server.ts); the loaders that run after it (the page rendered without
     * JavaScript) then render without the database.
     */
    unsavedForm?: { csrfToken: string };
    /** Unexpected loader and action errors of this request (handleError), for the error report. */
    failures: unknown[];
  }
}

/** One request's use of the edge cache: the generation is read at most once per request. */
export interface RequestEdgeCache {
  /** The site whose entries these are (their keys name it); the generation is the deployment's. */
  origin: string;
  /** For writes that need not hold up the response. */
  ctx: ExecutionContext;
  /** The current generation; the first call reads it, or starts one if there is none. */
  generation(): Promise<CacheGeneration>;
  /**
   * Retires every cached entry of the deployment, under every host name: a new generation.
   * Cheap; safe to call too often.
   */
  purge(): Promise<void>;
}

/** What every edge cache key carries (app/edge/generation-store.server.ts keeps it). */
export interface CacheGeneration {
  id: string;
  /** When it retires itself (epoch ms), or null. */
  until: number | null;
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
 * own values, including those made by layers above this one (the edge cache: app/edge).
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
