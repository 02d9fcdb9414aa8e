/**
 * The page editor's form (/admin/pages/{name}): the page's document under `content`, the version
 * the form was loaded with, and "Publish at" as a wall time in the form's time zone. The document
 * is checked by the very schema the API uses (app/schemas/site-pages.ts); only how a form sends it
 * differs: every value is text, an emptied field stays an empty text (so a required one is
 * refused with its own message, and an optional one is cleared), an unticked box is false, and a
 * list whose items were all removed is empty.
 */
import { configureCoercion } from "@conform-to/zod/v3/future";
import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone, zonedTimeToUtc } from "~/lib/zoned-time";
import { isStorableMoment } from "./date-input";
import { PAGE_VERSION_MESSAGE } from "./site-page-api";
import { sitePageSchemas, type SitePageName } from "./site-pages";
import { text } from "./text";

export const PAGE_PUBLISH_AT_FORM_MESSAGE = "Publish at must be a date and time";
export const PAGE_PUBLISH_AT_RANGE_MESSAGE = "Publish at must be between the years 1970 and 9999";
export const PAGE_SCHEDULE_MESSAGE = "Choose when to publish the page.";

/** What the editor's buttons ask for. */
export const pageEditorIntents = ["save", "publish", "schedule", "preview"] as const;
export type PageEditorIntent = (typeof pageEditorIntents)[number];

export function pageEditorIntent(value: FormDataEntryValue | null): PageEditorIntent {
  return (pageEditorIntents as readonly unknown[]).includes(value)
    ? (value as PageEditorIntent)
    : "save";
}

/**
 * The file field that carries an image for the photo field `name` (`content.members[0].photo`):
 * the editor's action stores the file and puts its address in that field.
 */
export const PHOTO_FILE_PREFIX = "photo-file:";

export function photoFileField(name: string) {
  return `${PHOTO_FILE_PREFIX}${name}`;
}

const { coerceFormValue } = configureCoercion({
  stripEmptyString: (value) => value,
  customize: (type) =>
    type._def.typeName === "ZodBoolean" ? (value) => value === "on" || value === "true" : null,
});

export function sitePageFormSchema(name: SitePageName) {
  return coerceFormValue(
    z
      .object({
        content: sitePageSchemas[name],
        version: z
          .number({ invalid_type_error: PAGE_VERSION_MESSAGE })
          .int(PAGE_VERSION_MESSAGE)
          .min(1, PAGE_VERSION_MESSAGE),
        publishAt: text().trim().optional(),
        timeZone: text()
          .optional()
          .transform((zone) => (zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE)),
      })
      .transform(({ publishAt, timeZone: _zone, ...page }, context) => {
        if (!publishAt) return { ...page, publishAt: null };
        const moment = zonedTimeToUtc(publishAt, _zone);
        if (!moment || !isStorableMoment(moment)) {
          const message = moment ? PAGE_PUBLISH_AT_RANGE_MESSAGE : PAGE_PUBLISH_AT_FORM_MESSAGE;
          context.addIssue({ code: "custom", path: ["publishAt"], message });
          return z.NEVER;
        }
        return { ...page, publishAt: moment };
      }),
  );
}
