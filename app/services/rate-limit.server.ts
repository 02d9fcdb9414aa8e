/**
 * Fixed-window rate limits kept in Postgres, so every isolate (and every local process) sees
 * the same counts. One atomic upsert per hit: a new window starts when the old one is over.
 */
import { sql } from "drizzle-orm";
import { countInEdgeWindow } from "~/edge/edge-counter.server";
import { isDatabaseUnavailable, type Database } from "~/platform/db.server";
import { rateLimits } from "~db/schema";

export interface RateLimitRule {
  /** What is limited, e.g. "contact" or "chat". */
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends (when a retry can succeed). */
  retryAfterSeconds: number;
}

export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStartFloor = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  const windowEnds = row!.windowStart.getTime() + rule.windowMs;
  return {
    allowed: row!.hits <= rule.limit,
    remaining: Math.max(0, rule.limit - row!.hits),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/**
 * The same limit for intake that must go on while Postgres is away: counted in the database
 * when it answers, else in this data centre's edge cache (approximate, but never unlimited).
 * Gives back the database when it answered, or null.
 */
export async function consumeRateLimitOrEdge(
  db: () => Promise<Database>,
  rule: RateLimitRule,
  key: string,
  origin: string,
): Promise<RateLimitResult & { database: Database | null }> {
  try {
    const database = await db();
    return { ...(await consumeRateLimit(database, rule, key)), database };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const { count, secondsLeft } = await countInEdgeWindow(
      origin,
      `${rule.bucket}:${key}`,
      rule.windowMs,
    );
    return {
      allowed: count <= rule.limit,
      remaining: Math.max(0, rule.limit - count),
      retryAfterSeconds: secondsLeft,
      database: null,
    };
  }
}
