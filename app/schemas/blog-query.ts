import { z } from "zod";
import { BLOG_MAX_LIMIT, BLOG_PAGE_SIZE } from "~/lib/blog-list-params";
import { SLUG_PATTERN } from "~/lib/slug";
import { blankAsAbsent, MAX_PAGE, wholeNumber } from "./paging";
import { text } from "./text";

/** An absent or blank text parameter means "no filter". */
const optionalText = (max: number) =>
  z.preprocess(
    blankAsAbsent,
    text().trim().max(max, `must be at most ${max} characters`).optional(),
  );

export const blogListQuerySchema = z.object({
  page: z
    .preprocess(blankAsAbsent, wholeNumber("page", MAX_PAGE).optional())
    .transform((page) => page ?? 1),
  limit: z
    .preprocess(blankAsAbsent, wholeNumber("limit", BLOG_MAX_LIMIT).optional())
    .transform((limit) => limit ?? BLOG_PAGE_SIZE),
  category: optionalText(100),
  search: optionalText(200),
});

export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** Reads the list parameters from a URL; a repeated parameter counts by its first value. */
export function parseBlogListQuery(searchParams: URLSearchParams) {
  const pick = (name: string) => searchParams.get(name) ?? undefined;
  return blogListQuerySchema.safeParse({
    page: pick("page"),
    limit: pick("limit"),
    category: pick("category"),
    search: pick("search"),
  });
}

export const blogSlugSchema = text().min(1).max(200).regex(SLUG_PATTERN);
