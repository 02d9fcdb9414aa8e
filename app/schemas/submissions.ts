import { z } from "zod";
import { MAX_PAGE } from "./paging";
import { text } from "./text";

/**
 * The inbox's URL parameters: page and a search over name, e-mail and company. A page out of
 * range means the first; a search too long to be one is cut; a search that cannot be looked up
 * at all (a NUL character) is refused, so neither the list nor the export silently shows
 * everything instead.
 */
export const submissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  search: text()
    .trim()
    .transform((s) => s.slice(0, 200) || undefined)
    .optional(),
});

type SubmissionsQuery = z.output<typeof submissionsQuerySchema>;

export function submissionsQueryFrom(
  params: URLSearchParams,
): { ok: true; query: SubmissionsQuery } | { ok: false; message: string } {
  const parsed = submissionsQuerySchema.safeParse({
    page: params.get("page") ?? undefined,
    search: params.get("search") ?? undefined,
  });
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid search" };
}
