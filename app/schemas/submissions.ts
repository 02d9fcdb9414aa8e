import { z } from "zod";
import { leadStatuses } from "~db/lead-statuses";
import { blankAsAbsent, MAX_PAGE, wholeNumber } from "./paging";
import { text } from "./text";

/**
 * The inbox's Source filter for enquiries whose first touch is not known (the sender had not
 * allowed analytics). Parenthesised like "(none)" and "(not set)": no campaign source is written so.
 */
export const UNKNOWN_SOURCE = "(unknown)";

/** Longer than any source or search a person types: the rest is cut. */
const MAX_FILTER_LENGTH = 200;

const filterText = () =>
  text()
    .trim()
    .transform((s) => s.slice(0, MAX_FILTER_LENGTH) || undefined)
    .optional();

/**
 * The inbox's URL parameters: page, a search over name, e-mail and company, and the first
 * touch's source. A page out of range means the first; a search too long to be one is cut; a
 * search that cannot be looked up at all (a NUL character) is refused, so neither the list nor
 * the export silently shows everything instead.
 */
const submissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  /** A status the inbox does not know shows every enquiry, like no filter. */
  status: z.enum(leadStatuses).optional().catch(undefined),
  search: filterText(),
  source: filterText(),
});

type SubmissionsQuery = z.output<typeof submissionsQuerySchema>;

export function submissionsQueryFrom(
  params: URLSearchParams,
): { ok: true; query: SubmissionsQuery } | { ok: false; message: string } {
  const parsed = submissionsQuerySchema.safeParse({
    page: params.get("page") ?? undefined,
    status: params.get("status") || undefined,
    search: params.get("search") ?? undefined,
    source: params.get("source") ?? undefined,
  });
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid search" };
}

const LEAD_STATUS_MESSAGE = `status must be one of ${leadStatuses.join(", ")}`;
const leadStatus = z.enum(leadStatuses, { errorMap: () => ({ message: LEAD_STATUS_MESSAGE }) });

/** GET /api/v1/admin/contact-submissions: page, limit (20 by default, at most 100), status, search. */
export const submissionsApiQuerySchema = z.object({
  page: z
    .preprocess(blankAsAbsent, wholeNumber("page", MAX_PAGE).optional())
    .transform((page) => page ?? 1),
  limit: z
    .preprocess(blankAsAbsent, wholeNumber("limit", 100).optional())
    .transform((limit) => limit ?? 20),
  status: leadStatus.optional(),
  search: text()
    .trim()
    .max(200, "search must be at most 200 characters")
    .transform((s) => s || undefined)
    .optional(),
});

export const LEAD_NOTE_MAX_LENGTH = 2000;

const leadNote = text({ invalid_type_error: "note must be text" })
  .trim()
  .max(LEAD_NOTE_MAX_LENGTH, `Note must be at most ${LEAD_NOTE_MAX_LENGTH} characters`);

/**
 * The enquiry screen's lead form (Conform and the action): the status, always sent (the select
 * shows the current one), and an optional note.
 */
export const leadFormSchema = z.object({
  status: z.enum(leadStatuses, { errorMap: () => ({ message: "Choose a status" }) }),
  note: leadNote.optional().transform((note) => note || undefined),
});

/** PATCH /api/v1/admin/contact-submissions/{id}: a new status, a note, or both. */
export const leadUpdateSchema = z
  .object({
    status: leadStatus.optional(),
    note: text({ invalid_type_error: "note must be text" })
      .trim()
      .min(1, "note must not be empty")
      .max(LEAD_NOTE_MAX_LENGTH, `note must be at most ${LEAD_NOTE_MAX_LENGTH} characters`)
      .optional(),
  })
  .strict()
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: "Send a status, a note, or both",
  });
