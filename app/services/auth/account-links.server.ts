/**
 * Single-use links mailed to an account's own address (a password reset, an unlock). The link
 * carries a random token of 256 bits; the row keeps only its SHA-256, so a leaked table opens
 * nothing, and a token is found by its hash. A link is used by one compare-and-set statement
 * (`used_at` still empty, not expired), so of two clicks at once exactly one gets through.
 */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { randomToken, sha256 } from "~/lib/tokens.server";
import type { Queryable } from "~/platform/db.server";
import { accountLinks, type AccountLinkPurpose } from "~db/schema";

/** Long enough to open the mail; short enough that a link left in a mailbox soon opens nothing. */
export const ACCOUNT_LINK_LIFETIME_MS = 30 * 60 * 1000;

export const ACCOUNT_LINK_PATHS: Record<AccountLinkPurpose, string> = {
  "password-reset": "/admin/reset-password",
  unlock: "/admin/unlock",
};

export function accountLinkUrl(origin: string, purpose: AccountLinkPurpose, token: string) {
  const url = new URL(ACCOUNT_LINK_PATHS[purpose], origin);
  url.searchParams.set("token", token);
  return url.toString();
}

export interface IssuedLink {
  id: number;
  token: string;
  expiresAt: Date;
}

/**
 * A new link for the account. With a `lockKey` (an unlock link), null when that lock already
 * has its link: the one statement that inserts it is what makes it one link per lock.
 */
export async function issueAccountLink(
  db: Queryable,
  { userId, purpose, lockKey }: { userId: string; purpose: AccountLinkPurpose; lockKey?: string },
  now = new Date(),
): Promise<IssuedLink | null> {
  const token = randomToken();
  const [row] = await db
    .insert(accountLinks)
    .values({
      userId,
      purpose,
      tokenHash: sha256(token),
      lockKey: lockKey ?? null,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_LIFETIME_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: accountLinks.lockKey })
    .returning({ id: accountLinks.id, expiresAt: accountLinks.expiresAt });
  return row ? { ...row, token } : null;
}

const usable = (purpose: AccountLinkPurpose, now: Date) =>
  and(
    eq(accountLinks.purpose, purpose),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, now),
  );

/** Whether the token is a link that still works (what its page shows before it is used). */
export async function accountLinkWorks(
  db: Queryable,
  token: string,
  purpose: AccountLinkPurpose,
  now = new Date(),
) {
  const [row] = await db
    .select({ id: accountLinks.id })
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, sha256(token)), usable(purpose, now)));
  return Boolean(row);
}

/** Uses the link: its account's id, or null when it is unknown, expired or used already. */
export async function redeemAccountLink(
  db: Queryable,
  token: string,
  purpose: AccountLinkPurpose,
  now = new Date(),
) {
  const [used] = await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.tokenHash, sha256(token)), usable(purpose, now)))
    .returning({ id: accountLinks.id, userId: accountLinks.userId });
  return used ?? null;
}

/** Ends the account's other links of that purpose (a reset made the older reset links moot). */
export async function endOtherLinks(
  db: Queryable,
  { userId, purpose, keepId }: { userId: string; purpose: AccountLinkPurpose; keepId: number },
  now = new Date(),
) {
  await db
    .update(accountLinks)
    .set({ usedAt: now })
    .where(and(eq(accountLinks.userId, userId), ne(accountLinks.id, keepId), usable(purpose, now)));
}

/** Whether the account has a link of that purpose that still works (one unlock mail at a time). */
export async function hasWorkingLink(
  db: Queryable,
  userId: string,
  purpose: AccountLinkPurpose,
  now = new Date(),
) {
  const [row] = await db
    .select({ id: accountLinks.id })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, userId), usable(purpose, now)))
    .limit(1);
  return Boolean(row);
}
