/**
 * TOTP secrets at rest: stored encrypted and bound to their account
 * (app/lib/field-encryption.server.ts). One stored in clear, in an older format or under an
 * older key is stored again in the current form the next time it is read, or by
 * `npm run keys:rotate` for every account at once.
 */
import { and, eq, isNotNull, or } from "drizzle-orm";
import {
  decryptField,
  encryptField,
  UndecryptableFieldError,
  type FieldKeys,
} from "~/lib/field-encryption.server";
import type { Database, Queryable } from "~/platform/db.server";
import { users } from "~db/schema";

type SecretColumn = "twoFactorSecret" | "twoFactorPendingSecret";

/**
 * A stored secret in clear. A stale stored form is replaced by the current one,
 * compare-and-set so a change made meanwhile is never overwritten.
 */
export async function openSecret(
  db: Queryable,
  keys: FieldKeys,
  userId: string,
  column: SecretColumn,
  stored: string,
) {
  const { value, stale } = await decryptField(keys, stored, userId);
  if (stale)
    await db
      .update(users)
      .set({ [column]: await encryptField(keys, value, userId) })
      .where(and(eq(users.id, userId), eq(users[column], stored)));
  return value;
}

/**
 * Stores every account's secrets in the current form (after a rotation, before the old key is
 * removed from ENCRYPTION_KEY). Safe to run again: values already current are left alone.
 */
export async function reencryptTwoFactorSecrets(db: Database, keys: FieldKeys) {
  const rows = await db
    .select({
      id: users.id,
      twoFactorSecret: users.twoFactorSecret,
      twoFactorPendingSecret: users.twoFactorPendingSecret,
    })
    .from(users)
    .where(or(isNotNull(users.twoFactorSecret), isNotNull(users.twoFactorPendingSecret)));
  let reencrypted = 0;
  // Values no listed key opens (their key was removed too early) are counted, not fatal: the
  // others still move, and the operator learns how many accounts must enrol again.
  let unreadable = 0;
  for (const row of rows) {
    for (const column of ["twoFactorSecret", "twoFactorPendingSecret"] as const) {
      const stored = row[column];
      if (stored === null) continue;
      try {
        if (!(await decryptField(keys, stored, row.id)).stale) continue;
      } catch (error) {
        if (!(error instanceof UndecryptableFieldError)) throw error;
        unreadable++;
        continue;
      }
      await openSecret(db, keys, row.id, column, stored);
      reencrypted++;
    }
  }
  return { accounts: rows.length, reencrypted, unreadable };
}
