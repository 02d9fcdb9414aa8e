/**
 * The enquiries inbox of the admin portal: the filtered list, one enquiry and its erasure
 * (GDPR Art. 17). Where an enquiry stands as a lead is `pipeline.server.ts`; the CSV export of
 * the inbox's filter is `inbox-export.server.ts`. An enquiry's source is its attribution's
 * first touch: where the sender first came from.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "~/lib/sql-like.server";
import type { Database } from "~/platform/db.server";
import { UNKNOWN_SOURCE } from "~/schemas/submissions";
import { contactSubmissions, type LeadStatus } from "~db/schema";

export const SUBMISSIONS_PAGE_SIZE = 20;

interface SubmissionsQuery {
  page: number;
  search?: string;
  status?: LeadStatus;
  /** A first touch's source, or UNKNOWN_SOURCE for enquiries without attribution. */
  source?: string;
}

/** The inbox's filter, which its CSV export applies too. */
export type SubmissionsFilter = Pick<SubmissionsQuery, "search" | "status" | "source">;

const firstTouchSource = sql<string>`${contactSubmissions.attribution}->'firstTouch'->>'source'`;

export function inboxFilter({ search, status, source }: SubmissionsFilter) {
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

/**
 * Newest first, one page, with the total of the filtered list, counted on its own: a window
 * count over the page query reads every row of the list.
 */
export async function listSubmissions(
  db: Database,
  { page, search, status, source }: SubmissionsQuery,
  pageSize = SUBMISSIONS_PAGE_SIZE,
) {
  const where = inboxFilter({ search, status, source });
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
