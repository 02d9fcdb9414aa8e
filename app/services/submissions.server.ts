/**
 * The enquiries inbox of the admin portal: the filtered list, one enquiry, its erasure
 * (GDPR Art. 17) and the CSV export of the current filter.
 */
import { desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { toCsv } from "~/lib/csv";
import type { Database } from "~/lib/db.server";
import { containsPattern } from "~/lib/sql-like.server";
import { contactSubmissions } from "../../db/schema";

export const SUBMISSIONS_PAGE_SIZE = 20;
/** An export is a spreadsheet, not a backup: beyond this, narrow the search. */
export const SUBMISSIONS_EXPORT_LIMIT = 10_000;

export interface SubmissionsQuery {
  page: number;
  search?: string;
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
  createdAt: contactSubmissions.createdAt,
};

/** Newest first, one page, with the total of the filtered list. */
export async function listSubmissions(
  db: Database,
  { page, search }: SubmissionsQuery,
  pageSize = SUBMISSIONS_PAGE_SIZE,
) {
  const where = searchFilter(search);
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contactSubmissions)
    .where(where)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(contactSubmissions)
      .where(where);
    total = row?.total ?? 0;
  }
  return { submissions: rows.map(({ total: _total, ...row }) => row), total };
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

const EXPORT_HEADER = [
  "Date",
  "First name",
  "Last name",
  "Email",
  "Company",
  "Project type",
  "Verification",
  "reCAPTCHA score",
  "Message",
];

/** The filtered enquiries as CSV, newest first, and how many rows it holds. */
export async function exportSubmissionsCsv(db: Database, search?: string) {
  const c = contactSubmissions;
  const rows = await db
    .select()
    .from(c)
    .where(searchFilter(search))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(SUBMISSIONS_EXPORT_LIMIT);
  const csv = toCsv(
    EXPORT_HEADER,
    rows.map((r) => [
      r.createdAt,
      r.firstName,
      r.lastName,
      r.email,
      r.company,
      r.projectType,
      r.verificationStatus,
      r.recaptchaScore,
      r.message,
    ]),
  );
  return { csv, count: rows.length };
}
