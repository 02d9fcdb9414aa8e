import { z } from "zod";

export const RESOURCE_SEARCH_MAX_LENGTH = 200;

/** The `search` query parameter of /resources: trimmed, length-capped, empty means "everything". */
export const resourceSearchSchema = z.object({
  search: z
    .string()
    .optional()
    .transform((value) => value?.trim().slice(0, RESOURCE_SEARCH_MAX_LENGTH) || undefined),
});

export function parseResourceSearch(url: URL) {
  return resourceSearchSchema.parse({ search: url.searchParams.get("search") ?? undefined }).search;
}
