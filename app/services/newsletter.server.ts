import type { Database } from "~/lib/db.server";
import { newsletterSubscribers } from "../../db/schema";

export const newsletterMessages = {
  subscribedTitle: "You're subscribed!",
  subscribedDescription: "Thanks for subscribing. New articles will arrive in your inbox.",
  invalidEmail: "Please enter a valid email address",
  tooMany: "Too many attempts. Please try again later.",
} as const;

export const NEWSLETTER_RATE_LIMIT = { bucket: "newsletter", limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * Adds an address to the newsletter. Subscribing twice is the same as once, and the answer
 * is the same either way, so the form does not reveal who is already on the list.
 */
export async function subscribeToNewsletter(db: Database, email: string) {
  await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
