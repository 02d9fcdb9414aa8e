/**
 * Where an enquiry stands as a lead: its status along the sales pipeline, the notes the team
 * keeps on it, and how many enquiries stand at each status.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/platform/db.server";
import { writeAudit } from "~/services/audit/write.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import { leadStatuses } from "~db/lead-statuses";
import { contactSubmissionNotes, contactSubmissions, type LeadStatus } from "~db/schema";
import { getSubmission } from "./inbox.server";

const noteColumns = {
  id: contactSubmissionNotes.id,
  submissionId: contactSubmissionNotes.submissionId,
  authorEmail: contactSubmissionNotes.authorEmail,
  body: contactSubmissionNotes.body,
  createdAt: contactSubmissionNotes.createdAt,
};

interface LeadNote {
  id: number;
  authorEmail: string | null;
  body: string;
  createdAt: Date;
}

/** The notes of some enquiries, oldest first, by enquiry. */
export async function notesFor(db: Database, submissionIds: number[]) {
  const byId = new Map<number, LeadNote[]>();
  if (submissionIds.length === 0) return byId;
  const notes = await db
    .select(noteColumns)
    .from(contactSubmissionNotes)
    .where(inArray(contactSubmissionNotes.submissionId, submissionIds))
    .orderBy(asc(contactSubmissionNotes.createdAt), asc(contactSubmissionNotes.id));
  for (const { submissionId, ...note } of notes) {
    const list = byId.get(submissionId) ?? [];
    list.push(note);
    byId.set(submissionId, list);
  }
  return byId;
}

/** How many enquiries stand at each status of the pipeline (every status listed, 0 included). */
export async function countLeadsByStatus(db: Database): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .select({ status: contactSubmissions.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(contactSubmissions)
    .groupBy(contactSubmissions.status);
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/**
 * Moves an enquiry along the pipeline and/or adds a note, in one transaction, and audits it.
 * The enquiry with its notes, or null when there is no such enquiry.
 */
export async function updateLead(
  db: Database,
  id: number,
  change: { status?: LeadStatus; note?: string },
  author: { userId: string | null; label: string; via?: Record<string, unknown> },
  meta: RequestMeta,
) {
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactSubmissions)
      .set({ status: change.status ?? sql`${contactSubmissions.status}` })
      .where(eq(contactSubmissions.id, id))
      .returning({ id: contactSubmissions.id });
    if (row && change.note)
      await tx.insert(contactSubmissionNotes).values({
        submissionId: id,
        authorId: author.userId,
        authorEmail: author.label,
        body: change.note,
      });
    return Boolean(row);
  });
  if (!found) return null;
  await writeAudit(db, meta, {
    action: "submission.lead_updated",
    userId: author.userId,
    resource: `submission:${id}`,
    // What changed, never the note's text: notes may quote the enquiry.
    metadata: { ...author.via, status: change.status, noted: change.note !== undefined },
  });
  const [submission, notes] = await Promise.all([getSubmission(db, id), notesFor(db, [id])]);
  return submission ? { ...submission, notes: notes.get(id) ?? [] } : null;
}
