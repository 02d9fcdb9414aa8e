import { z } from "zod";

/** The inbox's URL parameters: page and a search over name, e-mail and company. */
export const submissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
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
