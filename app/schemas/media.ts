import { z } from "zod";
import { blankAsAbsent, MAX_PAGE, wholeNumber } from "./paging";

/** The limits and messages of image uploads, shared by the server's rule and the editor. */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

export const MEDIA_TOO_LARGE = "The image must not be larger than 5 MB.";
export const MEDIA_UNSUPPORTED = "Upload a PNG, JPEG, WebP, GIF or AVIF image.";
export const MEDIA_MISSING = "Choose an image file to upload.";
export const MEDIA_UNAVAILABLE = "Image storage is not configured.";

/** For the file picker's `accept`: a hint to the browser only; the server reads the bytes. */
export const MEDIA_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/** The editor form's file field (the form is multipart for it). */
export const IMAGE_FILE_FIELD = "imageFile";

/** The library screen's page size; the API's limit defaults to it. */
export const MEDIA_PAGE_SIZE = 24;

/** GET /api/v1/admin/media: page, limit (24 by default, at most 100). */
export const mediaListQuerySchema = z.object({
  page: z
    .preprocess(blankAsAbsent, wholeNumber("page", MAX_PAGE).optional())
    .transform((page) => page ?? 1),
  limit: z
    .preprocess(blankAsAbsent, wholeNumber("limit", 100).optional())
    .transform((limit) => limit ?? MEDIA_PAGE_SIZE),
});

export const MEDIA_NOT_FOUND = "Image not found";
