/**
 * A person's enquiries and the consent records they link to, as data-subject requests find and
 * erase them. A consent record belongs to a browser, not to one address: when someone else's
 * enquiry links to it too, it is their proof of consent as well and stays.
 */
import { and, asc, sql, type Column, type SQL } from "drizzle-orm";
import type { Database, Queryable } from "~/platform/db.server";
import { notesFor } from "~/services/leads/pipeline.server";
import { consentRecords, contactSubmissions } from "~db/schema";

export const sameEmail = (column: Column, email: string) => sql`lower(${column}) = lower(${email})`;

/** The person's enquiries, oldest first, each with every stored column and its notes. */
export async function enquiriesOf(db: Database, email: string) {
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

/** Deletes the person's enquiries (their notes go with them); returns how many. */
export async function eraseEnquiries(db: Queryable, email: string) {
  const erased = await db
    .delete(contactSubmissions)
    .where(sameEmail(contactSubmissions.email, email))
    .returning({ id: contactSubmissions.id });
  return erased.length;
}

/** Whether an enquiry of the address (or, with `others`, of anyone else) links to the record. */
function linkedFrom(email: string, { others = false } = {}): SQL {
  const whose = sameEmail(contactSubmissions.email, email);
  return sql`exists (select 1 from ${contactSubmissions}
    where ${contactSubmissions.consentId} = ${consentRecords.anonymousId}
      and ${others ? sql`not (${whose})` : whose})`;
}

/** The consent records the person's enquiries link to, oldest first. */
export function consentRecordsOf(db: Database, email: string) {
  return db
    .select()
    .from(consentRecords)
    .where(linkedFrom(email))
    .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
}

/**
 * Deletes the consent records only the person's enquiries link to; returns how many. Runs
 * before their enquiries go, while the links still say which records are theirs.
 */
export async function eraseConsentRecords(db: Queryable, email: string) {
  const erased = await db
    .delete(consentRecords)
    .where(and(linkedFrom(email), sql`not ${linkedFrom(email, { others: true })}`))
    .returning({ id: consentRecords.id });
  return erased.length;
}
