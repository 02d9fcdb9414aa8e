import { isDatabaseUnavailable, type Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { queueIntake } from "~/services/intake/enqueue.server";
import { consumeRateLimitOrEdge } from "~/services/rate-limit.server";
import { newsletterSubscribers } from "~db/schema";

export const newsletterMessages = {
  subscribedTitle: "You're subscribed!",
  subscribedDescription: "Thanks for subscribing. New articles will arrive in your inbox.",
  invalidEmail: "Please enter a valid email address",
  tooMany: "Too many attempts. Please try again later.",
  unavailable: "We could not sign you up just now. Please try again in a moment.",
} as const;

const NEWSLETTER_RATE_LIMIT = { bucket: "newsletter", limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * Adds an address to the newsletter, within the per-visitor rate limit. Subscribing twice is the
 * same as once, and the answer is the same either way, so the form does not reveal who is
 * already on the list. While Postgres is away the address is queued and stored when it is back.
 */
export async function subscribeToNewsletter(
  { env, db, origin }: { env: AppEnv; db: () => Promise<Database>; origin: string },
  email: string,
  { visitor }: { visitor: string },
): Promise<{ ok: true } | { ok: false; reason: "rate_limited" | "unavailable" }> {
  const limit = await consumeRateLimitOrEdge(db, NEWSLETTER_RATE_LIMIT, visitor, origin);
  if (!limit.allowed) return { ok: false, reason: "rate_limited" };
  if (limit.database) {
    try {
      await storeSubscriber(limit.database, email);
      return { ok: true };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
  }
  return (await queueIntake(env, { kind: "newsletter", email }))
    ? { ok: true }
    : { ok: false, reason: "unavailable" };
}

/** Stores an address once; storing it again changes nothing. */
export async function storeSubscriber(db: Database, email: string) {
  await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
