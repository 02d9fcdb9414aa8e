/**
 * Reading the security audit log (written by write.server.ts beside it), for super admins: one
 * filtered page for the screen and the API, the actions it holds for the filter's choices, and
 * the CSV export.
 */
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { csvRows } from "~/lib/csv";
import { containsPattern, prefixPattern } from "~/lib/sql-like.server";
import type { Database } from "~/platform/db.server";
import { requireRole, type RoleHolder } from "~/services/auth/roles.server";
import { securityAuditLog } from "~db/schema";

export interface AuditFilter {
  actor?: string;
  action?: string;
  since?: Date;
  before?: Date;
}

/** An export is for reading in a spreadsheet; beyond this many rows, narrow the filter. */
const AUDIT_EXPORT_LIMIT = 10_000;

const log = securityAuditLog;
/**
 * Who acted, as the entry recorded it when written (the admin's e-mail, or the address a failed
 * sign-in gave), else the API key. Never looked up now: an entry of an admin since deleted must
 * not borrow the address of whom it was about.
 */
const actor = sql<string | null>`coalesce(
  ${log.actorEmail},
  case when ${log.metadata}->>'via' = 'api_key' then 'api_key:' || (${log.metadata}->>'apiKeyId') end
)`;

function auditWhere({ actor: who, action, since, before }: AuditFilter): SQL | undefined {
  return and(
    who ? ilike(actor, containsPattern(who)) : undefined,
    action
      ? or(eq(log.action, action), sql`${log.action} like ${prefixPattern(`${action}.`)}`)
      : undefined,
    since ? gte(log.timestamp, since) : undefined,
    before ? lt(log.timestamp, before) : undefined,
  );
}

const entryColumns = {
  id: log.id,
  at: log.timestamp,
  actor,
  action: log.action,
  resource: log.resource,
  details: log.metadata,
};

type AuditRow = { details: Record<string, unknown> | null } & Record<string, unknown>;
const withDetails = <T extends AuditRow>(row: T) => ({ ...row, details: row.details ?? {} });

/** Newest first, one page, with the total the filter matches. */
export async function listAuditEntries(
  db: Database,
  viewer: RoleHolder,
  filter: AuditFilter,
  { page, limit }: { page: number; limit: number },
) {
  requireRole(viewer, "super_admin");
  const where = auditWhere(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(entryColumns)
      .from(log)
      .where(where)
      .orderBy(desc(log.timestamp), desc(log.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(log)
      .where(where),
  ]);
  return { entries: rows.map(withDetails), total: count?.total ?? 0 };
}

/** Every action the log holds, for the filter's list. */
export async function auditActions(db: Database) {
  const rows = await db.selectDistinct({ action: log.action }).from(log).orderBy(asc(log.action));
  return rows.map((row) => row.action);
}

const EXPORT_HEADER = [
  "Time",
  "Actor",
  "Action",
  "Resource",
  "Details",
  "IP address",
  "User agent",
  "Request id",
];

/** The filtered log as CSV, newest first, and how many rows it holds. */
export async function exportAuditCsv(db: Database, viewer: RoleHolder, filter: AuditFilter) {
  requireRole(viewer, "super_admin");
  const rows = await db
    .select({
      ...entryColumns,
      ipAddress: log.ipAddress,
      userAgent: log.userAgent,
      requestId: log.requestId,
    })
    .from(log)
    .where(auditWhere(filter))
    .orderBy(desc(log.timestamp), desc(log.id))
    .limit(AUDIT_EXPORT_LIMIT);
  const csv = csvRows([
    EXPORT_HEADER,
    ...rows.map((r) => [
      r.at,
      r.actor,
      r.action,
      r.resource,
      r.details ? JSON.stringify(r.details) : "",
      r.ipAddress,
      r.userAgent,
      r.requestId,
    ]),
  ]);
  return { csv, count: rows.length };
}
