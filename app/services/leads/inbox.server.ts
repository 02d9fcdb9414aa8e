/**
 * The enquiries inbox of the admin portal: the filtered list, one enquiry, where it stands as a
 * lead (status and notes), its erasure (GDPR Art. 17) and the CSV export of the current filter.
 * An enquiry's source is its attribution's first touch: where the sender first came from.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { csvRows } from "~/lib/csv";
import { containsPattern } from "~/lib/sql-like.server";
import type { Database } from "~/platform/db.server";
import { UNKNOWN_SOURCE } from "~/schemas/submissions";
import { writeAudit } from "~/services/audit/write.server";
import type { RequestMeta } from "~/services/auth/request-meta.server";
import type { VisitTouch } from "~db/lead-attribution";
import { leadStatuses } from "~db/lead-statuses";
import { contactSubmissionNotes, contactSubmissions, type LeadStatus } from "~db/schema";

export const SUBMISSIONS_PAGE_SIZE = 20;

interface SubmissionsQuery {
  page: number;
  search?: string;
  status?: LeadStatus;
  /** A first touch's source, or UNKNOWN_SOURCE for enquiries without attribution. */
  source?: string;
}

type SubmissionsFilter = Pick<SubmissionsQuery, "search" | "status" | "source">;

const firstTouchSource = sql<string>`${contactSubmissions.attribution}->'firstTouch'->>'source'`;

function listFilter({ search, status, source }: SubmissionsFilter) {
  return and(
    searchFilter(search),
    status ? eq(contactSubmissions.status, status) : undefined,
    sourceFilter(source),
  );
}

function sourceFilter(source?: string): SQL | undefined {
  if (!source) return undefined;
  if (source === UNKNOWN_SOURCE) return sql`${firstTouchSource} is null`;
  return sql`${firstTouchSource} = ${source}`;
}

/** The inbox's filter offers every first-touch source its enquiries have (alphabetical, capped). */
const MAX_LISTED_SOURCES = 200;

export async function listSubmissionSources(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: firstTouchSource })
    .from(contactSubmissions)
    .where(sql`${firstTouchSource} is not null`)
    .orderBy(firstTouchSource)
    .limit(MAX_LISTED_SOURCES);
  return rows.map((row) => row.source);
}

function searchFilter(search?: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const c = contactSubmissions;
  return or(
    ilike(c.firstName, pattern),
    ilike(c.lastName, pattern),
    ilike(sql`${c.firstName} || ' ' || ${c.lastName}`, pattern),
    ilike(c.email, pattern),
    ilike(c.company, pattern),
  );
}

const summaryColumns = {
  id: contactSubmissions.id,
  firstName: contactSubmissions.firstName,
  lastName: contactSubmissions.lastName,
  email: contactSubmissions.email,
  company: contactSubmissions.company,
  projectType: contactSubmissions.projectType,
  verificationStatus: contactSubmissions.verificationStatus,
  status: contactSubmissions.status,
  createdAt: contactSubmissions.createdAt,
  attribution: contactSubmissions.attribution,
};

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

/**
 * Newest first, one page, with the total of the filtered list, counted on its own: a window
 * count over the page query reads every row of the list.
 */
export async function listSubmissions(
  db: Database,
  { page, search, status, source }: SubmissionsQuery,
  pageSize = SUBMISSIONS_PAGE_SIZE,
) {
  const where = listFilter({ search, status, source });
  const [submissions, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contactSubmissions)
      .where(where)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(contactSubmissions)
      .where(where),
  ]);
  return { submissions, total: counted?.total ?? 0 };
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

export async function getSubmission(db: Database, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      message: contactSubmissions.message,
      recaptchaScore: contactSubmissions.recaptchaScore,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .limit(1);
  return row ?? null;
}

/** Erases the enquiry; returns who it was from (for the audit trail), or null if it was gone. */
export async function deleteSubmission(db: Database, id: number) {
  const [row] = await db
    .delete(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .returning({ id: contactSubmissions.id });
  return row ?? null;
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

const EXPORT_HEADER = [
  "Date",
  "First name",
  "Last name",
  "Email",
  "Company",
  "Project type",
  "Verification",
  "Status",
  "reCAPTCHA score",
  "Message",
  ...touchHeader("First touch", "First visit"),
  ...touchHeader("Last touch", "Last touch time"),
  "Pages seen",
];

function touchHeader(touch: string, time: string) {
  return [
    `${touch} source`,
    `${touch} medium`,
    `${touch} campaign`,
    `${touch} term`,
    `${touch} content`,
    `${touch} referrer`,
    `${touch} landing page`,
    time,
  ];
}

function touchCells(touch: VisitTouch | null | undefined) {
  return [
    touch?.source,
    touch?.medium,
    touch?.campaign,
    touch?.term,
    touch?.content,
    touch?.referrer,
    touch?.landingPage,
    touch?.at,
  ];
}

/** Enquiries read per statement while an export streams: memory stays flat however many there are. */
const EXPORT_BATCH_SIZE = 1_000;
/** How long an export may keep reading: 100,000 enquiries take seconds, a stalled reader not forever. */
export const EXPORT_DATABASE_BUDGET_MS = 120_000;

/**
 * The enquiries of the inbox's filter as a CSV stream, newest first, how many rows it holds,
 * and a promise that settles when the stream is done with the database (read to its end,
 * failed or cancelled). Rows are read in batches as the client takes them (keyset pagination
 * on the order, so every batch is an index range however deep the export goes).
 */
export async function exportSubmissionsCsv(db: Database, filter: SubmissionsFilter) {
  const c = contactSubmissions;
  const where = listFilter(filter);
  const [counted] = await db.select({ count: count() }).from(c).where(where);
  // The cursor is the last row's timestamp as Postgres prints it: a JS Date keeps only
  // milliseconds, and rows within the same millisecond would be skipped or repeated.
  let after: { createdAt: string; id: number } | undefined;
  const encoder = new TextEncoder();
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const csv = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRows([EXPORT_HEADER])));
    },
    async pull(controller) {
      const rows = await nextBatch().catch((error: unknown) => {
        finish();
        throw error;
      });
      if (rows.length > 0) {
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursor, id: last.id };
        controller.enqueue(encoder.encode(csvRows(rows.map(exportRow))));
      }
      if (rows.length < EXPORT_BATCH_SIZE) {
        controller.close();
        finish();
      }
    },
    cancel: finish,
  });
  return { csv, count: counted?.count ?? 0, finished };

  function nextBatch() {
    return db
      .select({ ...getTableColumns(c), cursor: sql<string>`${c.createdAt}::text` })
      .from(c)
      .where(
        and(
          where,
          after
            ? sql`(${c.createdAt}, ${c.id}) < (${after.createdAt}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(EXPORT_BATCH_SIZE);
  }
}

function exportRow(r: typeof contactSubmissions.$inferSelect) {
  return [
    r.createdAt,
    r.firstName,
    r.lastName,
    r.email,
    r.company,
    r.projectType,
    r.verificationStatus,
    r.status,
    r.recaptchaScore,
    r.message,
    ...touchCells(r.attribution?.firstTouch),
    ...touchCells(r.attribution?.lastTouch),
    r.attribution?.pageViews,
  ];
}
