/**
 * Where an address stands as a (would-be) team member's: their account, their invitations and
 * the failed sign-ins counted against it, as data-subject requests find and erase them.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/platform/db.server";
import { accountLockouts, userInvitations, users } from "~db/schema";
import { sameEmail } from "./enquiry-places.server";

/** The team account with the address, without its secrets. */
export function accountOf(db: Database, email: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(sameEmail(users.email, email));
}

/** Every invitation sent to the address, pending or not, oldest first. */
export function invitationsOf(db: Database, email: string) {
  return db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      role: userInvitations.role,
      createdAt: userInvitations.createdAt,
      expiresAt: userInvitations.expiresAt,
      acceptedAt: userInvitations.acceptedAt,
      revokedAt: userInvitations.revokedAt,
    })
    .from(userInvitations)
    .where(sameEmail(userInvitations.email, email))
    .orderBy(asc(userInvitations.createdAt), asc(userInvitations.id));
}

/**
 * Puts `pseudonym` in place of the address in its invitations and revokes the pending ones, so
 * they leave the team screen and their links say they were revoked; returns how many.
 */
export async function anonymiseInvitations(db: Queryable, email: string, pseudonym: string) {
  const changed = await db
    .update(userInvitations)
    .set({
      email: pseudonym,
      revokedAt: sql`case when ${userInvitations.acceptedAt} is null
        then coalesce(${userInvitations.revokedAt}, now()) else ${userInvitations.revokedAt} end`,
    })
    .where(sameEmail(userInvitations.email, email))
    .returning({ id: userInvitations.id });
  return changed.length;
}

/** The account's own count and each network's count against it ("email+ip", by its account). */
const lockoutOf = (email: string) =>
  or(
    and(eq(accountLockouts.identifierType, "email"), sameEmail(accountLockouts.identifier, email)),
    sameEmail(accountLockouts.account, email),
  );

/** The failed sign-ins counted against the address, and its lock. */
export function failedSignInsOf(db: Database, email: string) {
  return db
    .select({
      failedAttempts: accountLockouts.failedAttempts,
      lastFailedAt: accountLockouts.lastFailedAt,
      lockedUntil: accountLockouts.lockedUntil,
      lockCount: accountLockouts.lockCount,
    })
    .from(accountLockouts)
    .where(lockoutOf(email));
}

/**
 * Forgets the failed sign-ins counted against the address, unless it is a team member's: their
 * lock protects an account, while for anyone else it guards nothing. Returns how many went.
 */
export async function forgetFailedSignIns(db: Queryable, email: string) {
  const forgotten = await db
    .delete(accountLockouts)
    .where(
      and(
        lockoutOf(email),
        sql`not exists (select 1 from ${users} where ${sameEmail(users.email, email)})`,
      ),
    )
    .returning({ id: accountLockouts.id });
  return forgotten.length;
}
