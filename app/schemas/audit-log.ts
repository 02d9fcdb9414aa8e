import { z } from "zod";
import { zonedTimeToUtc } from "~/lib/zoned-time";
import { addDays, FIRST_DAY, isDayText, LAST_DAY, readDay, readMoment } from "./date-input";
import { blankAsAbsent, MAX_PAGE, wholeNumber } from "./paging";
import { text } from "./text";

export const AUDIT_PAGE_SIZE = 50;

/** How a day or a moment is written, for the document; the calendar and range are checked after. */
const DAY_OR_MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;

const readBoundary = (value: string) => (isDayText(value) ? readDay(value) : readMoment(value));
const readsAsBoundary = (value: string) => DAY_OR_MOMENT.test(value) && readBoundary(value).ok;

/** A day (`2026-11-25`, read in the admin's zone) or a moment with its offset (ISO 8601). */
const boundary = (name: string) => {
  const malformed = `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date and time`;
  return text()
    .trim()
    .regex(DAY_OR_MOMENT, malformed)
    .superRefine((value, context) => {
      // A value written wrong has its message from the pattern already.
      if (!DAY_OR_MOMENT.test(value)) return;
      const read = readBoundary(value);
      if (read.ok) return;
      context.addIssue({
        code: "custom",
        message:
          read.problem === "range"
            ? `${name} must be between ${FIRST_DAY} and ${LAST_DAY}`
            : malformed,
      });
    });
};

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

/**
 * Whether the period runs forward, read in UTC (enough to tell the order). Ends refused on
 * their own (the object is checked even then) give no second message here.
 */
const inOrder = ({ from, to }: Pick<AuditQuery, "from" | "to">) => {
  if (from === undefined || to === undefined || !readsAsBoundary(from) || !readsAsBoundary(to))
    return true;
  const { since, before } = auditPeriod({ from, to }, "UTC");
  return since! < before!;
};

/** The filters from an address: the fields, and `from` not after `to`. */
const auditFilterSchema = auditQuerySchema.refine(inOrder, {
  message: "from must not be after to",
  path: ["from"],
});

export function auditQueryFrom(params: URLSearchParams) {
  return auditFilterSchema.safeParse({
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
