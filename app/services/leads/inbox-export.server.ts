/** The CSV export of the enquiries inbox: every enquiry of its current filter, streamed. */
import { and, count, desc, getTableColumns, sql } from "drizzle-orm";
import { csvRows } from "~/lib/csv";
import type { Database } from "~/platform/db.server";
import type { VisitTouch } from "~db/lead-attribution";
import { contactSubmissions } from "~db/schema";
import { inboxFilter, type SubmissionsFilter } from "./inbox.server";

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
  const where = inboxFilter(filter);
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
