/**
 * Data-subject requests (GDPR Art. 15 and 17): everything held about one person, found by
 * e-mail (exact, in any case), and its erasure. Each look, export and erasure is audited with a
 * keyed hash of the address, never the address: the log must not keep what was erased, yet the
 * same address always gives the same hash, so "was this person erased?" can still be answered.
 *
 * The erasure also reaches where the address was only mentioned: audit entries (a failed
 * sign-in with it, whose actor it is, an inbox export searched for it) keep their event with the
 * address replaced by that hash; the failed-attempt count of an address nobody signs in with goes; dead letters
 * of the intake queue that carry it are deleted.
 */
import { and, asc, eq, inArray, sql, type Column } from "drizzle-orm";
import { mentionsEmail, replaceEmail } from "~/lib/email-mentions";
import { hmacSha256 } from "~/lib/tokens.server";
import type { Database, Transaction } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { requireRole, type RoleHolder } from "~/services/auth/roles.server";
import { eraseDeadLettersOf } from "~/services/intake/consumers.server";
import { notesFor } from "~/services/leads/pipeline.server";
import {
  accountLockouts,
  consentRecords,
  contactSubmissions,
  newsletterSubscribers,
  securityAuditLog,
  users,
} from "~db/schema";

/** The chat assistant answers and forgets: no transcript is ever stored. */
const CHAT_TRANSCRIPTS_KEPT: never[] = [];

const sameEmail = (column: Column, email: string) => sql`lower(${column}) = lower(${email})`;

/** The enquiries of one address, oldest first, each with every stored column and its notes. */
async function enquiriesOf(db: Database, email: string) {
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(sameEmail(contactSubmissions.email, email))
    .orderBy(asc(contactSubmissions.createdAt), asc(contactSubmissions.id));
  const notes = await notesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ intakeKey: _intakeKey, ...row }) => ({
    ...row,
    notes: notes.get(row.id) ?? [],
  }));
}

async function findDataSubject(db: Database, email: string) {
  const [enquiries, subscriptions] = await Promise.all([
    enquiriesOf(db, email),
    db
      .select()
      .from(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email))
      .orderBy(asc(newsletterSubscribers.id)),
  ]);
  const consentIds = [...new Set(enquiries.flatMap((e) => (e.consentId ? [e.consentId] : [])))];
  const consents = consentIds.length
    ? await db
        .select()
        .from(consentRecords)
        .where(inArray(consentRecords.anonymousId, consentIds))
        .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id))
    : [];
  return {
    email,
    contactSubmissions: enquiries,
    newsletter: subscriptions,
    consentRecords: consents,
    chat: CHAT_TRANSCRIPTS_KEPT,
  };
}

export type DataSubject = Awaited<ReturnType<typeof findDataSubject>>;

function dataSubjectHash(email: string, secret: string) {
  return hmacSha256(secret, `email:${email.toLowerCase()}`, "hex");
}

interface Requester {
  /** Who asks: only a super admin may. */
  actor: RoleHolder & { id: string };
  meta: RequestMeta;
  /** Keys the hash the audit log keeps instead of the address. */
  hashSecret: string;
}

/** Everything held about the person, for a super admin to see or download (audited). */
export async function lookUpDataSubject(
  db: Database,
  email: string,
  purpose: "viewed" | "exported",
  { actor, meta, hashSecret }: Requester,
) {
  requireRole(actor, "super_admin");
  const found = await findDataSubject(db, email);
  await writeAudit(db, meta, {
    action: `data_subject.${purpose}`,
    userId: actor.id,
    resource: `data_subject:${await dataSubjectHash(email, hashSecret)}`,
    metadata: {
      contactSubmissions: found.contactSubmissions.length,
      newsletter: found.newsletter.length,
      consentRecords: found.consentRecords.length,
    },
  });
  return found;
}

/**
 * Replaces the address with `pseudonym` in every audit entry that mentions it (as the actor,
 * in what was acted on, or in the details); returns how many.
 */
async function pseudonymiseAuditEntries(tx: Transaction, email: string, pseudonym: string) {
  const log = securityAuditLog;
  const candidates = await tx
    .select({
      id: log.id,
      actorEmail: log.actorEmail,
      resource: log.resource,
      metadata: log.metadata,
    })
    .from(log)
    .where(
      sql`strpos(lower(concat_ws(' ', ${log.actorEmail}, ${log.resource}, ${log.metadata}::text)), lower(${email})) > 0`,
    );
  const mentioning = candidates.filter((entry) =>
    mentionsEmail(JSON.stringify([entry.actorEmail, entry.resource, entry.metadata]), email),
  );
  for (const entry of mentioning)
    await tx
      .update(log)
      .set({
        actorEmail: entry.actorEmail && replaceEmail(entry.actorEmail, email, pseudonym),
        resource: entry.resource && replaceEmail(entry.resource, email, pseudonym),
        metadata: entry.metadata && replaceEmail(entry.metadata, email, pseudonym),
      })
      .where(eq(log.id, entry.id));
  return mentioning.length;
}

/**
 * Forgets the failed sign-ins counted against the address, unless it is a team member's: their
 * lock protects an account, while for anyone else it guards nothing.
 */
async function forgetFailedSignIns(tx: Transaction, email: string) {
  await tx
    .delete(accountLockouts)
    .where(
      and(
        eq(accountLockouts.identifierType, "email"),
        eq(accountLockouts.identifier, email.trim().toLowerCase()),
        sql`not exists (select 1 from ${users} where lower(${users.email}) = lower(${email}))`,
      ),
    );
}

/**
 * Erases the person's enquiries (their notes go with them), newsletter subscription and the
 * consent records their enquiries link to, in one transaction with the mentions of the address
 * in the audit log and the failed sign-in counts; their dead letters go first, so a failure
 * there leaves everything to erase on the next try. Audits the counts.
 */
export async function eraseDataSubject(
  db: Database,
  email: string,
  requester: Requester,
  { deadLetters }: { deadLetters: R2Bucket | undefined },
) {
  requireRole(requester.actor, "super_admin");
  const pseudonym = `data_subject:${await dataSubjectHash(email, requester.hashSecret)}`;
  const intakeDeadLetters = await eraseDeadLettersOf(deadLetters, email);
  const { erased, auditEntries } = await db.transaction(async (tx) => {
    const enquiries = await tx
      .delete(contactSubmissions)
      .where(sameEmail(contactSubmissions.email, email))
      .returning({ consentId: contactSubmissions.consentId });
    const consentIds = [...new Set(enquiries.flatMap((e) => (e.consentId ? [e.consentId] : [])))];
    const consents = consentIds.length
      ? await tx
          .delete(consentRecords)
          .where(inArray(consentRecords.anonymousId, consentIds))
          .returning({ id: consentRecords.id })
      : [];
    const subscriptions = await tx
      .delete(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id });
    await forgetFailedSignIns(tx, email);
    return {
      erased: {
        contactSubmissions: enquiries.length,
        newsletter: subscriptions.length,
        consentRecords: consents.length,
        chat: CHAT_TRANSCRIPTS_KEPT.length,
      },
      auditEntries: await pseudonymiseAuditEntries(tx, email, pseudonym),
    };
  });
  await writeAudit(db, requester.meta, {
    action: "data_subject.erased",
    userId: requester.actor.id,
    resource: pseudonym,
    metadata: { ...erased, intakeDeadLetters, auditEntriesPseudonymised: auditEntries },
  });
  return erased;
}
