import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accountLinks,
  accountLockouts,
  adminSessions,
  blogPostViews,
  csrfTokens,
  rateLimits,
  tokenBlacklist,
  twoFactorChallenges,
} from "~db/schema";
import worker from "../../build/index.js";
import { createAdmin } from "../support/admin";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { withDb } from "../support/worker";

const HOUR = 60 * 60 * 1000;

describe("the daily housekeeping (Cron Trigger)", () => {
  it("deletes what has expired and keeps what a rule still reads", async () => {
    const admin = await createAdmin();
    const tag = crypto.randomUUID();
    const now = Date.now();
    const ago = (hours: number) => new Date(now - hours * HOUR);
    const names = (...kinds: string[]) => kinds.map((kind) => `${kind}-${tag}`);
    const [post] = await createPosts([
      { slug: uniqueName("housekeeping"), category: uniqueName("Housekeeping") },
    ]);

    await withDb(async (db) => {
      await db.insert(adminSessions).values([
        {
          userId: admin.id,
          token: `expired-${tag}`,
          expiresAt: ago(1),
          lastActiveAt: ago(2),
          createdAt: ago(9),
        },
        { userId: admin.id, token: `live-${tag}`, expiresAt: ago(-7), lastActiveAt: ago(0) },
      ]);
      await db.insert(csrfTokens).values([
        { sessionId: `expired-${tag}`, token: "t1", expiresAt: ago(1) },
        { sessionId: `live-${tag}`, token: "t2", expiresAt: ago(-7) },
      ]);
      await db.insert(tokenBlacklist).values([
        { tokenHash: `expired-${tag}`, tokenType: "access", expiresAt: ago(0.1) },
        { tokenHash: `live-${tag}`, tokenType: "access", expiresAt: ago(-0.2) },
      ]);
      await db.insert(twoFactorChallenges).values([
        { id: `expired-${tag}`, userId: admin.id, expiresAt: ago(0.1) },
        { id: `live-${tag}`, userId: admin.id, expiresAt: ago(-0.05) },
      ]);
      await db.insert(accountLockouts).values([
        // Nothing to remember: the last failure and the lock are both over a day old.
        {
          identifier: `stale-${tag}`,
          identifierType: "email",
          failedAttempts: 0,
          lastFailedAt: ago(30),
          lockedUntil: ago(29),
          lockCount: 1,
        },
        // A lock that ended 12 hours ago still makes the next one last twice as long.
        {
          identifier: `remembered-${tag}`,
          identifierType: "email",
          failedAttempts: 0,
          lastFailedAt: ago(30),
          lockedUntil: ago(12),
          lockCount: 2,
        },
        {
          identifier: `recent-${tag}`,
          identifierType: "ip",
          failedAttempts: 3,
          lastFailedAt: ago(0.01),
        },
      ]);
      await db.insert(rateLimits).values([
        { bucket: "contact", key: `stale-${tag}`, windowStart: ago(25), hits: 5 },
        { bucket: "contact", key: `current-${tag}`, windowStart: ago(0.05), hits: 2 },
      ]);
      // A mailed link is kept a day past its end (a used or expired one still answers 410).
      await db.insert(accountLinks).values([
        { userId: admin.id, purpose: "unlock", tokenHash: `stale-${tag}`, expiresAt: ago(25) },
        { userId: admin.id, purpose: "unlock", tokenHash: `ended-${tag}`, expiresAt: ago(23) },
        {
          userId: admin.id,
          purpose: "password-reset",
          tokenHash: `live-${tag}`,
          expiresAt: ago(-0.4),
        },
      ]);
      // A view mark stops a repeat from counting for half an hour; after that it is dead.
      await db.insert(blogPostViews).values([
        { postId: post!.id, visitorHash: `stale-${tag}`, viewedAt: ago(0.6) },
        { postId: post!.id, visitorHash: `current-${tag}`, viewedAt: ago(0.3) },
      ]);
    });

    await worker.scheduled(
      createScheduledController({ scheduledTime: new Date(now), cron: "17 3 * * *" }),
      env,
    );

    await withDb(async (db) => {
      const sessions = await db
        .select({ token: adminSessions.token })
        .from(adminSessions)
        .where(inArray(adminSessions.token, names("expired", "live")));
      expect(sessions.map((s) => s.token)).toEqual(names("live"));
      const csrf = await db
        .select({ sessionId: csrfTokens.sessionId })
        .from(csrfTokens)
        .where(inArray(csrfTokens.sessionId, names("expired", "live")));
      expect(csrf.map((c) => c.sessionId)).toEqual(names("live"));
      const blacklisted = await db
        .select({ hash: tokenBlacklist.tokenHash })
        .from(tokenBlacklist)
        .where(inArray(tokenBlacklist.tokenHash, names("expired", "live")));
      expect(blacklisted.map((b) => b.hash)).toEqual(names("live"));
      const challenges = await db
        .select({ id: twoFactorChallenges.id })
        .from(twoFactorChallenges)
        .where(inArray(twoFactorChallenges.id, names("expired", "live")));
      expect(challenges.map((c) => c.id)).toEqual(names("live"));
      const lockouts = await db
        .select({ identifier: accountLockouts.identifier })
        .from(accountLockouts)
        .where(inArray(accountLockouts.identifier, names("stale", "remembered", "recent")));
      expect(lockouts.map((l) => l.identifier).sort()).toEqual(
        names("recent", "remembered").sort(),
      );
      const counters = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(inArray(rateLimits.key, names("stale", "current")));
      expect(counters.map((c) => c.key)).toEqual(names("current"));
      const marks = await db
        .select({ visitor: blogPostViews.visitorHash })
        .from(blogPostViews)
        .where(inArray(blogPostViews.visitorHash, names("stale", "current")));
      expect(marks.map((m) => m.visitor)).toEqual(names("current"));
      const links = await db
        .select({ hash: accountLinks.tokenHash })
        .from(accountLinks)
        .where(inArray(accountLinks.tokenHash, names("stale", "ended", "live")));
      expect(links.map((l) => l.hash).sort()).toEqual(names("ended", "live").sort());
    });
    await deletePosts([post!.slug]);
  });
});
