/**
 * Data-subject requests (GDPR Art. 15 and 17): everything held about one person, found by
 * e-mail (exact, in any case), and its erasure. Each look, export and erasure is audited with a
 * keyed hash of the address, never the address: the log must not keep what was erased, yet the
 * same address always gives the same hash, so "was this person erased?" can still be answered.
 */
import { asc, inArray, sql, type Column } from "drizzle-orm";
import { hmacHex } from "~/lib/client-ip.server";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/auth/audit.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { requireRole, type RoleHolder } from "~/services/auth/roles.server";
import { consentRecords, contactSubmissions, newsletterSubscribers } from "~db/schema";
import { notesFor } from "./submissions.server";

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

export function dataSubjectHash(email: string, secret: string) {
  return hmacHex(secret, `email:${email.toLowerCase()}`);
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
 * Erases the person's enquiries (their notes go with them), newsletter subscription and the
 * consent records their enquiries link to, in one transaction, and audits the counts.
 */
export async function eraseDataSubject(db: Database, email: string, requester: Requester) {
  requireRole(requester.actor, "super_admin");
  const erased = await db.transaction(async (tx) => {
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
    return {
      contactSubmissions: enquiries.length,
      newsletter: subscriptions.length,
      consentRecords: consents.length,
      chat: CHAT_TRANSCRIPTS_KEPT.length,
    };
  });
  await writeAudit(db, requester.meta, {
    action: "data_subject.erased",
    userId: requester.actor.id,
    resource: `data_subject:${await dataSubjectHash(email, requester.hashSecret)}`,
    metadata: erased,
  });
  return erased;
}
