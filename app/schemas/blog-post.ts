import { z } from "zod";
import { SLUG_PATTERN } from "~/lib/slug";
import { DEFAULT_TIME_ZONE, isTimeZone, zonedTimeToUtc } from "~/lib/zoned-time";
import type { blogPosts } from "~db/schema";
import { isStorableMoment, publishMomentSchema } from "./date-input";
import { MAX_PAGE } from "./paging";
import { text } from "./text";

/**
 * Blog posts as admins write them, shared by the editor (Conform, in the
 * browser and in the action) and the admin API. Optional text fields accept null or "" to
 * clear them; in an update, a field left out is left unchanged.
 */
const SLUG_MESSAGE = "Slug must be lowercase with hyphens";

const optionalText = (label: string, max: number, form?: [RegExp, string]) =>
  (form
    ? text()
        .trim()
        .regex(...form)
    : text().trim()
  )
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === "" ? null : value));

const IMAGE_ADDRESS_MESSAGE = "Image URL must be an http(s) address or a path on this site";

/**
 * An image's address as the API document states it: a path on this site (never "//host"), or
 * an http(s) address with a plain host name. `isImageAddress` then checks that it parses.
 */
const IMAGE_ADDRESS =
  /^(?:\/(?:[^/][\s\S]*)?|[hH][tT][tT][pP][sS]?:\/\/[A-Za-z0-9.-]+(?::\d{1,4})?(?:[/?#][\s\S]*)?)?$/u;

function isImageAddress(value: string) {
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** A list of tags, or (from a form field) one comma-separated text. */
const tagsSchema = z
  .preprocess(
    (value) => (typeof value === "string" ? value.split(",") : value),
    z
      .array(text().trim().max(40, "Each tag must be at most 40 characters"))
      .max(20, "Use at most 20 tags"),
  )
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

const PUBLISH_AT_MESSAGE =
  "Publish at must be an ISO 8601 date and time with a time zone (e.g. 2026-12-01T09:00:00Z), or null";

/** Publish-at moments are whatever Postgres stores: no post goes live before the epoch anyway. */
export const PUBLISH_AT_RANGE_MESSAGE = "Publish at must be between the years 1970 and 9999";

/** When a published post goes live; null (or absent) publishes it when saved. */
const publishAtSchema = publishMomentSchema({
  format: PUBLISH_AT_MESSAGE,
  range: PUBLISH_AT_RANGE_MESSAGE,
});

const blogPostFields = {
  slug: text({ required_error: SLUG_MESSAGE, invalid_type_error: SLUG_MESSAGE })
    .trim()
    .min(1, SLUG_MESSAGE)
    .max(100, "Slug must be at most 100 characters")
    .regex(SLUG_PATTERN, SLUG_MESSAGE),
  title: text({ required_error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  excerpt: text({ required_error: "Excerpt must be at least 10 characters" })
    .trim()
    .min(10, "Excerpt must be at least 10 characters")
    .max(500, "Excerpt must be at most 500 characters"),
  content: text({ required_error: "Content must be at least 100 characters" })
    .trim()
    .min(100, "Content must be at least 100 characters")
    .max(50_000, "Content must be at most 50,000 characters"),
  category: text({ required_error: "Category is required" })
    .trim()
    .min(1, "Category is required")
    .max(50, "Category must be at most 50 characters"),
  author: optionalText("Author", 100),
  imageUrl: optionalText("Image URL", 2000, [IMAGE_ADDRESS, IMAGE_ADDRESS_MESSAGE]).refine(
    (value) => value == null || isImageAddress(value),
    IMAGE_ADDRESS_MESSAGE,
  ),
  readTime: optionalText("Read time", 30),
  tags: tagsSchema.optional(),
  published: z.boolean({ invalid_type_error: "Published must be true or false" }).default(false),
  publishAt: publishAtSchema,
  metaDescription: optionalText("Meta description", 300),
  metaKeywords: optionalText("Meta keywords", 300),
};

export const createBlogPostSchema = z.object(blogPostFields);

/**
 * A post's JSON in bytes: each of the 50,000 characters of content can take up to six bytes
 * (as a `\uXXXX` escape), and the other fields come on top.
 */
export const MAX_POST_BODY_BYTES = 768 * 1024;
export const updateBlogPostSchema = createBlogPostSchema.partial();

export type CreateBlogPostInput = z.output<typeof createBlogPostSchema>;
export type UpdateBlogPostInput = z.output<typeof updateBlogPostSchema>;

const EDITOR_PUBLISH_AT_MESSAGE = "Publish at must be a date and time";

/**
 * The editor form: the same fields, but "Publish at" is a wall time (what a datetime-local
 * input sends) in the time zone the form was shown in, read into the moment it names.
 */
export const postEditorSchema = z
  .object({
    ...blogPostFields,
    publishAt: text().trim().optional(),
    timeZone: text()
      .optional()
      .transform((zone) => (zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE)),
  })
  .transform(({ publishAt, timeZone, ...post }, context) => {
    if (!publishAt) return { ...post, publishAt: null };
    const moment = zonedTimeToUtc(publishAt, timeZone);
    if (!moment || !isStorableMoment(moment)) {
      const message = moment ? PUBLISH_AT_RANGE_MESSAGE : EDITOR_PUBLISH_AT_MESSAGE;
      context.addIssue({ code: "custom", path: ["publishAt"], message });
      return z.NEVER;
    }
    return { ...post, publishAt: moment };
  });

export const ADMIN_POSTS_PAGE_SIZE = 10;
const ADMIN_POSTS_MAX_LIMIT = 100;
const postStatuses = ["published", "draft"] as const;

/** The admin list's query: page, limit (10 by default, capped at 100), status, search. */
export const adminPostsQuerySchema = z.object({
  page: z.coerce
    .number({ invalid_type_error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(1, "Page must be at least 1")
    .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)
    .default(1),
  limit: z.coerce
    .number({ invalid_type_error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .default(ADMIN_POSTS_PAGE_SIZE)
    .transform((limit) => Math.min(limit, ADMIN_POSTS_MAX_LIMIT)),
  status: z
    .enum([...postStatuses, "all"], {
      errorMap: () => ({ message: "Status must be published or draft" }),
    })
    .optional()
    .transform((status) => (status === "all" ? undefined : status)),
  search: text()
    .trim()
    .max(200, "Search must be at most 200 characters")
    .optional()
    .transform((s) => s || undefined),
});

export type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

/** Reads the query from URL parameters; empty parameters count as absent. */
export function adminPostsQueryFrom(params: URLSearchParams) {
  const raw = Object.fromEntries(
    [...params].filter(([key, value]) => value !== "" && key in adminPostsQuerySchema.shape),
  );
  return adminPostsQuerySchema.safeParse(raw);
}

/** The editor's live preview: any draft of the content, up to the length a post may have. */
export const postPreviewSchema = z.object({
  content: text().max(50_000, "Content must be at most 50,000 characters").default(""),
});

export const SLUG_TAKEN_MESSAGE = "This slug is already used by another post";

/** The editor's slug check as the slug is typed: the slug, by the rule a saved one follows. */
export const slugCheckSchema = z.object({ slug: blogPostFields.slug });

/** A post as the admin screens and API see it: not what is derived from it for search and pages. */
export type AdminBlogPost = Omit<
  typeof blogPosts.$inferSelect,
  "search" | "contentHtml" | "contentHtmlOf"
>;
