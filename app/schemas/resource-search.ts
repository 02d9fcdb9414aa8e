import { z } from "zod";
import { RESOURCE_SEARCH_MAX_LENGTH } from "~/content/resources";
import { text } from "./text";

/** The `search` query parameter of /resources: trimmed, length-capped, empty means "everything". */
const resourceSearchSchema = z.object({
  search: text()
    .optional()
    .transform((value) => value?.trim().slice(0, RESOURCE_SEARCH_MAX_LENGTH) || undefined),
});

/** The search, or the message saying why it cannot be used. */
export function parseResourceSearch(
  url: URL,
): { ok: true; search: string | undefined } | { ok: false; message: string } {
  const parsed = resourceSearchSchema.safeParse({
    search: url.searchParams.get("search") ?? undefined,
  });
  return parsed.success
    ? { ok: true, search: parsed.data.search }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid search" };
}

/** A blog post as the resources page lists it. */
export interface ResourcePost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
}
