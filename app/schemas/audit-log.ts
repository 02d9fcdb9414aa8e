import { z } from "zod";
import { zonedTimeToUtc } from "~/lib/zoned-time";
import { addDays, FIRST_DAY, isDayText, LAST_DAY, readDay, readMoment } from "./date-input";
import { blankAsAbsent, MAX_PAGE, wholeNumber } from "./paging";
import { text } from "./text";

export const AUDIT_PAGE_SIZE = 50;

/** A day (`2026-11-25`, read in the admin's zone) or a moment with its offset (ISO 8601). */
const boundary = (name: string) =>
  text()
    .trim()
    .superRefine((value, context) => {
      const read = isDayText(value) ? readDay(value) : readMoment(value);
      if (read.ok) return;
      context.addIssue({
        code: "custom",
        message:
          read.problem === "range"
            ? `${name} must be between ${FIRST_DAY} and ${LAST_DAY}`
            : `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date and time`,
      });
    });

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankAsAbsent, schema.optional());

/**
 * The audit log's filters, the same on the screen, its CSV and the API: `actor` (part of the
 * actor as the entry recorded it: an e-mail, or `api_key:<id>`), `action` (an action, or a prefix of dotted parts such as `auth.login`),
 * `from`/`to` (both days included), `page` and `limit`.
 */
export const auditQuerySchema = z.object({
  page: optional(wholeNumber("page", MAX_PAGE)).transform((page) => page ?? 1),
  limit: optional(wholeNumber("limit", 100)).transform((limit) => limit ?? AUDIT_PAGE_SIZE),
  actor: optional(text().trim().max(200, "actor must be at most 200 characters")),
  action: optional(
    text()
      .trim()
      .max(100, "action must be at most 100 characters")
      .regex(/^[a-zA-Z0-9_.]*$/, "action must be letters, digits, dots and underscores"),
  ),
  from: optional(boundary("from")),
  to: optional(boundary("to")),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;

export function auditQueryFrom(params: URLSearchParams) {
  return auditQuerySchema.safeParse({
    page: params.get("page") ?? undefined,
    limit: params.get("limit") ?? undefined,
    actor: params.get("actor") ?? undefined,
    action: params.get("action") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  });
}

/** The moments a query's days stand for in a zone: `since` included, `before` excluded. */
export function auditPeriod({ from, to }: Pick<AuditQuery, "from" | "to">, timeZone: string) {
  const startOf = (day: string) =>
    zonedTimeToUtc(`${day}T00:00`, timeZone) ?? new Date(`${day}T00:00:00Z`);
  const momentOf = (value: string) => new Date(Date.parse(value));
  const since = from === undefined ? undefined : isDayText(from) ? startOf(from) : momentOf(from);
  const before =
    to === undefined
      ? undefined
      : isDayText(to)
        ? startOf(addDays(to, 1))
        : new Date(momentOf(to).getTime() + 1);
  return { since, before };
}
