import { createDrizzle, createPool, type Database } from "../../db/client";
import type { AppEnv } from "./env.server";

export type { Database };

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";

/** Thrown when Postgres cannot be reached; routes answer it with 503, never a stack trace. */
export class DatabaseUnavailableError extends Error {
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
  close(): Promise<void>;
}

/**
 * A per-request database handle. A Worker must not share a Pool between requests (the second
 * request hangs), and most requests need no data, so nothing connects until `get()` is called.
 */
export function createRequestDatabase(env: AppEnv): RequestDatabase {
  let pool: ReturnType<typeof createPool> | undefined;
  let ready: Promise<Database> | undefined;

  return {
    get opened() {
      return pool !== undefined;
    },
    get() {
      ready ??= (async () => {
        pool = createPool({ url: env.DATABASE_URL, wsProxy: env.DATABASE_WS_PROXY });
        try {
          const client = await pool.connect();
          client.release();
        } catch (error) {
          throw new DatabaseUnavailableError(error);
        }
        return createDrizzle(pool);
      })();
      return ready;
    },
    async close() {
      await pool?.end().catch(() => undefined);
    },
  };
}

export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof DatabaseUnavailableError;
}
