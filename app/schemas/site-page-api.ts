/**
 * The admin API's bodies for the site's pages: a save (`PUT /api/v1/admin/pages/{name}`) is the
 * page's whole document, the version the client loaded, and whether and when to publish it.
 */
import { z } from "zod";
import { publishMomentSchema } from "./date-input";
import { sitePageNames, sitePageSchemas, type SitePageName } from "./site-pages";

export const PAGE_VERSION_MESSAGE = "version must be the page's version as you loaded it";
export const PAGE_PUBLISH_AT_MESSAGE =
  "publishAt must be an ISO 8601 date and time with an offset, such as 2026-12-01T09:00:00+01:00";

/** The largest body a save may send (the legal texts are the longest documents). */
export const MAX_PAGE_BODY_BYTES = 256 * 1024;

const publishAt = publishMomentSchema({
  format: PAGE_PUBLISH_AT_MESSAGE,
  range: PAGE_PUBLISH_AT_MESSAGE,
});

export function savePageBodySchema<N extends SitePageName>(name: N) {
  return z
    .object({
      content: sitePageSchemas[name] as (typeof sitePageSchemas)[N],
      version: z
        .number({ required_error: PAGE_VERSION_MESSAGE, invalid_type_error: PAGE_VERSION_MESSAGE })
        .int(PAGE_VERSION_MESSAGE)
        .min(1, PAGE_VERSION_MESSAGE)
        .max(2_147_483_647, PAGE_VERSION_MESSAGE),
      publish: z.boolean({ invalid_type_error: "publish must be true or false" }).optional(),
      publishAt,
    })
    .strict();
}

/** Each problem under the field's whole path (`content.hero.title`), as forms and clients name it. */
export function pageFieldErrors(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

const isoDateTime = z.string().datetime({ offset: true });

/** A page in the admin list (GET /api/v1/admin/pages). */
export const sitePageSummary = z.object({
  name: z.enum(sitePageNames),
  title: z.string(),
  status: z.enum(["published", "draft_changes", "scheduled"]),
  updatedAt: isoDateTime,
  publishedAt: isoDateTime.nullable(),
  /** Who published the live document (their account's e-mail; null once it is gone, or for an API key). */
  publishedBy: z.string().nullable(),
  publishAt: isoDateTime.nullable(),
});

export const sitePageRevisionSummary = z.object({
  id: z.number().int(),
  publishedAt: isoDateTime,
  createdAt: isoDateTime,
  publishedBy: z.string().nullable(),
});
