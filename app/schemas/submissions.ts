import { z } from "zod";
import { MAX_PAGE } from "./paging";

/** The inbox's URL parameters: page and a search over name, e-mail and company. */
export const submissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((s) => s || undefined),
});

export function submissionsQueryFrom(params: URLSearchParams) {
  return submissionsQuerySchema.parse({
    page: params.get("page") ?? undefined,
    search: params.get("search") ?? undefined,
  });
}
