/**
 * The sign-in step between password and code: a single-use challenge that allows
 * MAX_CHALLENGE_ATTEMPTS codes, each a TOTP code or a backup code.
 */
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { FieldKeys } from "~/lib/field-encryption.server";
import type { Database } from "~/platform/db.server";
import { twoFactorChallenges } from "~db/schema";
import { consumeBackupCode, looksLikeBackupCode } from "./backup-codes.server";
import { openSecret } from "./stored-secrets.server";
import { consumeTotpCode } from "./totp.server";

/** Codes that may be tried against one sign-in challenge before it is dead. */
const MAX_CHALLENGE_ATTEMPTS = 5;

export async function recordChallenge(
  db: Database,
  challenge: { id: string; userId: string; expiresAt: Date; viaUnlock?: boolean },
  now = new Date(),
) {
  await db.insert(twoFactorChallenges).values({ ...challenge, createdAt: now });
}

/**
 * Takes one of the challenge's attempts before a code is checked, in one statement, so of any
 * number of simultaneous codes at most MAX_CHALLENGE_ATTEMPTS are evaluated. Null when the
 * challenge is unknown, someone else's, expired, already used or out of attempts; else whether
 * an unlock link opened it.
 */
export async function claimChallengeAttempt(
  db: Database,
  { challengeId, userId }: { challengeId: string; userId: string },
  now = new Date(),
) {
  const [claimed] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, challengeId),
        eq(twoFactorChallenges.userId, userId),
        isNull(twoFactorChallenges.spentAt),
        lt(twoFactorChallenges.attempts, MAX_CHALLENGE_ATTEMPTS),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .returning({ viaUnlock: twoFactorChallenges.viaUnlock });
  return claimed ?? null;
}

type ChallengeOutcome =
  | { result: "spent" }
  | { result: "wrong_code" }
  | { result: "accepted"; method: "totp" }
  | { result: "accepted"; method: "backup_code"; remaining: number };

/**
 * Checks a code against the account's secret and backup codes and, if it is right, spends the
 * code and the challenge in one transaction. The challenge row is locked first, so of two
 * right codes sent at once only one signs in, and the loser's code is not used up.
 */
export async function completeChallenge(
  db: Database,
  keys: FieldKeys,
  {
    challengeId,
    userId,
    storedSecret,
    code,
  }: { challengeId: string; userId: string; storedSecret: string; code: string },
  now = new Date(),
): Promise<ChallengeOutcome> {
  const secret = await openSecret(db, keys, userId, "twoFactorSecret", storedSecret);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: twoFactorChallenges.id })
      .from(twoFactorChallenges)
      .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.spentAt)))
      .for("update");
    if (!open) return { result: "spent" };
    let outcome: ChallengeOutcome = { result: "wrong_code" };
    if (await consumeTotpCode(tx, userId, secret, code, now)) {
      outcome = { result: "accepted", method: "totp" };
    } else if (looksLikeBackupCode(code)) {
      const used = await consumeBackupCode(tx, userId, code);
      if (used) outcome = { result: "accepted", method: "backup_code", remaining: used.remaining };
    }
    if (outcome.result === "accepted")
      await tx
        .update(twoFactorChallenges)
        .set({ spentAt: now })
        .where(eq(twoFactorChallenges.id, challengeId));
    return outcome;
  });
}
