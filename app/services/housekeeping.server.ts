/**
 * The daily clean-up, run by the Worker's Cron Trigger (`scheduled` in server.ts): it deletes
 * rows that no rule reads any more, which would otherwise grow for ever — rate-limit counters,
 * sessions past their absolute expiry and their CSRF tokens, blacklisted tokens that have
 * expired anyway, two-factor sign-in challenges past their few minutes, lockout records
 * with nothing left to remember, view marks older than the window in which they stop a
 * repeated view from counting, the keys of mail sent more than 30 days ago (no queue
 * redelivers that late), and mailed reset and unlock links a day past their end. What has to be kept
 * (enquiries until erased, consent proofs, the audit log, posts) is not touched.
 */
import { and, isNull, lt, or, sql } from "drizzle-orm";
import { DAY_MS } from "~/lib/dates";
import type { Database } from "~/platform/db.server";
import { ACCOUNT_LOCK, LOCKOUT_RULES, REPEAT_MEMORY_MS } from "~/services/auth/lockout.server";
import {
  accountLinks,
  accountLockouts,
  adminSessions,
  blogPostViews,
  csrfTokens,
  mailDeliveries,
  rateLimits,
  tokenBlacklist,
  twoFactorChallenges,
} from "~db/schema";
import { VIEW_WINDOW_MINUTES } from "./blog/public-queries.server";

const MAIL_KEY_DAYS = 30;
const LOCKOUT_WINDOW_MS = Math.max(
  ACCOUNT_LOCK.windowMs,
  ...Object.values(LOCKOUT_RULES).map((rule) => rule.windowMs),
);

interface PurgeCounts {
  sessions: number;
  csrfTokens: number;
  blacklistedTokens: number;
  twoFactorChallenges: number;
  lockouts: number;
  rateLimitCounters: number;
  viewMarks: number;
  mailKeys: number;
  accountLinks: number;
}

export async function purgeExpiredRecords(db: Database, now = new Date()): Promise<PurgeCounts> {
  // Rate-limit windows last an hour at most, so day-old counters are dead; a lockout record is
  // kept while its failures or its lock still count (the lock's memory for doubling).
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const forgotten = new Date(now.getTime() - Math.max(REPEAT_MEMORY_MS, LOCKOUT_WINDOW_MS));
  const deleted = async (query: PromiseLike<{ rowCount: number | null }>) =>
    (await query).rowCount ?? 0;
  const viewWindowStart = new Date(now.getTime() - VIEW_WINDOW_MINUTES * 60_000);
  const mailKeysBefore = new Date(now.getTime() - MAIL_KEY_DAYS * DAY_MS);
  const [sessions, csrf, blacklisted, challenges, lockouts, counters, viewMarks, mailKeys, links] =
    await Promise.all([
      deleted(db.delete(adminSessions).where(lt(adminSessions.expiresAt, now))),
      deleted(db.delete(csrfTokens).where(lt(csrfTokens.expiresAt, now))),
      deleted(db.delete(tokenBlacklist).where(lt(tokenBlacklist.expiresAt, now))),
      deleted(db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now))),
      deleted(
        db
          .delete(accountLockouts)
          .where(
            and(
              sql`coalesce(${accountLockouts.lastFailedAt}, ${accountLockouts.createdAt}) < ${forgotten.toISOString()}::timestamptz`,
              or(isNull(accountLockouts.lockedUntil), lt(accountLockouts.lockedUntil, forgotten)),
            ),
          ),
      ),
      deleted(db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo))),
      deleted(db.delete(blogPostViews).where(lt(blogPostViews.viewedAt, viewWindowStart))),
      deleted(db.delete(mailDeliveries).where(lt(mailDeliveries.createdAt, mailKeysBefore))),
      deleted(db.delete(accountLinks).where(lt(accountLinks.expiresAt, dayAgo))),
    ]);
  return {
    sessions,
    csrfTokens: csrf,
    blacklistedTokens: blacklisted,
    twoFactorChallenges: challenges,
    lockouts,
    rateLimitCounters: counters,
    viewMarks,
    mailKeys,
    accountLinks: links,
  };
}
