import type { PoolClient } from "@neondatabase/serverless";
import { createDrizzle, createHttpQuery, createPool, type Database } from "~db/client";
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

export interface RequestDatabase {
  /** Opens the pool on first use and checks that Postgres answers. */
  get(): Promise<Database>;
  /** Whether this request touched the database at all. */
  readonly opened: boolean;
  /** Wall-clock milliseconds the request spent waiting on Postgres (connecting and querying). */
  readonly busyMs: number;
  /**
   * Keeps the connection open until `done` settles, for a response that goes on reading after
   * it was returned (a stream), and gives its statements `budgetMs` more to run in.
   */
  keepOpenUntil(done: Promise<unknown>, budgetMs: number): void;
  /** Closes the connection once nothing keeps it open. */
  close(): Promise<void>;
}

/**
 * How long one statement may take before the request gives up on Postgres. Generous enough for
 * a burst of parallel sign-ins on a busy machine; short enough that, with the request's budget
 * below, no visitor waits on Postgres for more than about 9 s.
 */
const STATEMENT_DEADLINE_MS = 8_000;
/** How long a whole request may wait on Postgres, connecting included. */
const REQUEST_DATABASE_BUDGET_MS = 9_000;

/**
 * A per-request database handle. A Worker must not share a Pool between requests (the second
 * request hangs), and most requests need no data, so nothing connects until `get()` is called.
 *
 * Every statement has a deadline, whatever holds it up (a held lock, a frozen network path, a
 * slow plan): past it the request's connections are torn down and the caller gets a
 * DatabaseUnavailableError, which pages and the API answer with 503 and `Retry-After`. The
 * deadline is kept on our side because Neon's pooler does not pass `statement_timeout` or
 * `lock_timeout` startup settings through to Postgres.
 */
export function createRequestDatabase(
  env: AppEnv,
  {
    statementMs = STATEMENT_DEADLINE_MS,
    budgetMs = REQUEST_DATABASE_BUDGET_MS,
    queriesOverHttp = false,
  }: {
    statementMs?: number;
    budgetMs?: number;
    /**
     * Statements outside a transaction go over Neon's HTTP query path, one fetch each, and
     * the WebSocket opens only for a transaction (decision 0031): for requests that read.
     */
    queriesOverHttp?: boolean;
  } = {},
): RequestDatabase {
  let pool: ReturnType<typeof createPool> | undefined;
  const inFlight = new AbortController();
  let ready: Promise<Database> | undefined;
  const busy = busyClock();
  let budgetEndsAt = 0;
  const holds: Promise<unknown>[] = [];

  let abandoned = false;
  const withDeadline = <T>(work: Promise<T>): Promise<T> => {
    // Once the request gave up on Postgres, its later reads (a page rendered around a form
    // that could not be saved) are answered as unavailable at once, not as a closed pool.
    if (abandoned) {
      work.catch(() => undefined);
      return Promise.reject(new DatabaseUnavailableError(new Error("Postgres was given up on")));
    }
    const ms = Math.max(0, Math.min(statementMs, budgetEndsAt - Date.now()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abandoned = true;
        inFlight.abort();
        abandon(pool);
        reject(new DatabaseUnavailableError(new Error(`Postgres gave no answer in ${ms} ms`)));
      }, ms);
    });
    return Promise.race([work, expired]).finally(() => clearTimeout(timer));
  };

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
          budgetEndsAt = Date.now() + budgetMs;
          // One connection per request (decision 0017): parallel reads queue on it instead of
          // each opening its own, which cost a WebSocket and a Postgres session per query. The
          // deadlines here bound the wait, queued or not, so the pool sets none of its own.
          pool = createPool({
            url: env.DATABASE_URL,
            wsProxy: env.DATABASE_WS_PROXY,
            max: 1,
            connectionTimeoutMillis: 0,
          });
          // An idle connection that breaks (Postgres stopped, the network cut) is reported by
          // the pool; the next statement on it fails and is answered then, so nothing to do here.
          pool.on("error", () => undefined);
          if (queriesOverHttp) sendQueriesOverHttp(pool, env, inFlight.signal);
          else await connectNow(pool, withDeadline);
          guardQueries(pool, (work) => busy.track(withDeadline(work)));
          return createDrizzle(pool);
        })(),
      );
      return ready;
    },
    keepOpenUntil(done, extraMs) {
      budgetEndsAt = Math.max(budgetEndsAt, Date.now() + extraMs);
      holds.push(done);
    },
    async close() {
      await Promise.allSettled(holds);
      if (pool) await closePool(pool);
    },
  };
}

type Pool = ReturnType<typeof createPool>;

/** Opens the pool's connection now, so that a Postgres that does not answer is known at once. */
async function connectNow(pool: Pool, withDeadline: <T>(work: Promise<T>) => Promise<T>) {
  try {
    const client = await withDeadline(pool.connect());
    client.release();
  } catch (error) {
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
  }
}

interface QueryConfig {
  text: string;
  values?: unknown[];
  rowMode?: "array";
  types?: unknown;
}

/**
 * The pool's own statements (drizzle's, outside a transaction) become one fetch each; a
 * transaction still checks a client out with `connect()`, which opens the WebSocket.
 */
function sendQueriesOverHttp(pool: Pool, env: AppEnv, signal: AbortSignal) {
  const http = createHttpQuery({ url: env.DATABASE_URL, wsProxy: env.DATABASE_WS_PROXY, signal });
  (pool as unknown as { query: unknown }).query = (
    config: string | QueryConfig,
    values?: unknown[],
  ) => {
    const query = typeof config === "string" ? { text: config } : config;
    return http(query.text, values ?? query.values ?? [], {
      arrayMode: query.rowMode === "array",
      types: query.types,
    });
  };
}

/**
 * Drizzle sends plain statements through the pool's `query` and runs transactions on a client
 * it checks out with `connect()`: both return promises, which are timed and bounded. (The
 * pool's `query` itself talks to its client with callbacks, so it is guarded one level up.)
 */
function guardQueries(pool: Pool, guard: <T>(work: Promise<T>) => Promise<T>) {
  const guardQuery = (target: { query: (...args: unknown[]) => unknown }) => {
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const result = query(...args);
      return result instanceof Promise ? guard(result) : result;
    };
  };
  guardQuery(pool as unknown as { query: (...args: unknown[]) => unknown });
  const guardedClients = new WeakSet<PoolClient>();
  const connect = pool.connect.bind(pool) as unknown as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return guard(connect() as Promise<PoolClient>).then((client) => {
      if (!guardedClients.has(client)) {
        guardedClients.add(client);
        guardQuery(client as unknown as { query: (...args: unknown[]) => unknown });
      }
      return client;
    });
  };
}

/** Closes every connection of a pool at once: a statement stuck behind a lock ends with it. */
function abandon(pool: Pool | undefined) {
  if (!pool) return;
  hearLateErrors(pool);
  for (const stream of connectionStreams(pool)) stream.destroy();
  void closePool(pool);
}

interface ConnectionStream {
  on(event: "error", listener: () => void): void;
  destroy(): void;
}

function connectionStreams(pool: Pool): ConnectionStream[] {
  return ((pool as unknown as { _clients?: PoolClient[] })._clients ?? []).flatMap((client) => {
    const stream = (client as unknown as { connection?: { stream?: ConnectionStream } }).connection
      ?.stream;
    return stream ? [stream] : [];
  });
}

/**
 * Ends the pool. A connection that breaks while it closes (Postgres stopped, the network cut)
 * reports an error nobody waits for any more: it is heard here rather than left uncaught.
 */
async function closePool(pool: Pool) {
  hearLateErrors(pool);
  await pool.end().catch(() => undefined);
}

function hearLateErrors(pool: Pool) {
  for (const client of (pool as unknown as { _clients?: PoolClient[] })._clients ?? [])
    client.on("error", () => undefined);
  for (const stream of connectionStreams(pool)) stream.on("error", () => undefined);
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

/** SQLSTATEs that mean Postgres is going away or cannot take the connection, not a bad query. */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;
const LOST_CONNECTION =
  /connection terminated|connection (was )?closed|ECONNRESET|ECONNREFUSED|error connecting to database|server error \(HTTP status 5\d\d\)/i;

/**
 * Whether a failure means "Postgres is unavailable" (unreachable, too slow, going away, or the
 * connection dropped mid-statement), however deep drizzle and the driver wrapped it.
 */
export function isDatabaseUnavailable(error: unknown) {
  // What `context.db()` throws when it could not connect: the 503 answer itself.
  if (error instanceof Response) return error.status === 503;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
    current = cause;
  }
  return false;
}
