/**
 * Ten single-use backup codes, for when the authenticator is lost. Only their SHA-256 hashes
 * are stored: the codes are random and shown once, so nothing ever needs them in clear again.
 */
import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { sha256 } from "~/lib/tokens.server";
import type { Queryable } from "~/platform/db.server";
import { users } from "~db/schema";

const BACKUP_CODE_COUNT = 10;
const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function normalizeBackupCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** Ten codes like "k7m2p-x9q4r" (about 49 bits each), and the hashes to store. */
export function newBackupCodes() {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)],
    ).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256(normalizeBackupCode(code))) };
}

export function looksLikeBackupCode(code: string) {
  return normalizeBackupCode(code).length === 10;
}

/** Removes the code's hash from the user's list; true only if it was there (each code works once). */
export async function consumeBackupCode(db: Queryable, userId: string, code: string) {
  const hash = sha256(normalizeBackupCode(code));
  const [used] = await db
    .update(users)
    .set({ twoFactorBackupCodes: sql`array_remove(${users.twoFactorBackupCodes}, ${hash})` })
    .where(and(eq(users.id, userId), sql`${hash} = any(${users.twoFactorBackupCodes})`))
    .returning({ remaining: users.twoFactorBackupCodes });
  return used ? { remaining: used.remaining?.length ?? 0 } : null;
}
