import type { Database } from "~/platform/db.server";
import { newsletterSubscribers } from "~db/schema";
import { consumeRateLimit } from "./rate-limit.server";

export const newsletterMessages = {
  subscribedTitle: "You're subscribed!",
  subscribedDescription: "Thanks for subscribing. New articles will arrive in your inbox.",
  invalidEmail: "Please enter a valid email address",
  tooMany: "Too many attempts. Please try again later.",
} as const;

const NEWSLETTER_RATE_LIMIT = { bucket: "newsletter", limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * Adds an address to the newsletter, within the per-visitor rate limit. Subscribing twice is the
 * same as once, and the answer is the same either way, so the form does not reveal who is
 * already on the list.
 */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  { visitor }: { visitor: string },
): Promise<{ ok: true } | { ok: false; reason: "rate_limited" }> {
  const limit = await consumeRateLimit(db, NEWSLETTER_RATE_LIMIT, visitor);
  if (!limit.allowed) return { ok: false, reason: "rate_limited" };
  await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
  return { ok: true };
}
