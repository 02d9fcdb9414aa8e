import { createDrizzle, createPool, type Database } from "~db/client";
import type { AppEnv } from "./env.server";

export type { Database };

/** A transaction on the database, for steps that must run inside one. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or a transaction on it, for statements that run either way. */
export type Queryable = Database | Transaction;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";

/** Thrown when Postgres cannot be reached; routes answer it with 503, never a stack trace. */
class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("Database unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

interface RequestDatabase {
  /** Opens the pool on first use and checks that Postgres answers. */
  get(): Promise<Database>;
  /** Whether this request touched the database at all. */
  readonly opened: boolean;
  /** Wall-clock milliseconds the request spent waiting on Postgres (connecting and querying). */
  readonly busyMs: number;
  close(): Promise<void>;
}

/**
 * A per-request database handle. A Worker must not share a Pool between requests (the second
 * request hangs), and most requests need no data, so nothing connects until `get()` is called.
 */
export function createRequestDatabase(env: AppEnv): RequestDatabase {
  let pool: ReturnType<typeof createPool> | undefined;
  let ready: Promise<Database> | undefined;
  const busy = busyClock();

  return {
    get opened() {
      return pool !== undefined;
    },
    get busyMs() {
      return busy.ms;
    },
    get() {
      ready ??= busy.track(
        (async () => {
          pool = createPool({ url: env.DATABASE_URL, wsProxy: env.DATABASE_WS_PROXY });
          try {
            const client = await pool.connect();
            client.release();
          } catch (error) {
            throw new DatabaseUnavailableError(error);
          }
          timeQueries(pool, busy);
          return createDrizzle(pool);
        })(),
      );
      return ready;
    },
    async close() {
      await pool?.end().catch(() => undefined);
    },
  };
}

/**
 * Time during which at least one database call was in flight: parallel queries overlap, so
 * summing their durations would overstate what the request waited for.
 */
function busyClock() {
  let inFlight = 0;
  let since = 0;
  let total = 0;
  return {
    track<T>(work: Promise<T>): Promise<T> {
      if (inFlight++ === 0) since = performance.now();
      const done = () => {
        if (--inFlight === 0) total += performance.now() - since;
      };
      work.then(done, done);
      return work;
    },
    get ms() {
      return Math.round(total + (inFlight > 0 ? performance.now() - since : 0));
    },
  };
}

/** Drizzle sends every statement through the pool's `query`; timing it times the request's SQL. */
function timeQueries(pool: ReturnType<typeof createPool>, clock: ReturnType<typeof busyClock>) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise ? clock.track(result) : result;
  };
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof DatabaseUnavailableError;
}
