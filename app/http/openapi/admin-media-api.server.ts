/** The admin media endpoints in the OpenAPI document: the image library. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { mediaItem, mediaUser, storedMedia } from "~/schemas/api-responses";
import { mediaListQuerySchema } from "~/schemas/media";
import {
  adminSecurity,
  invalid,
  jsonResponse,
  refusal,
  refusals,
  type Shared,
} from "./common.server";

export function registerAdminMediaApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const media = registry.register("MediaItem", mediaItem);
  const tags = ["Admin media"];

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/media",
    tags,
    summary: "The media library",
    security: adminSecurity("read"),
    request: { query: mediaListQuerySchema },
    responses: {
      200: jsonResponse(
        "Newest first.",
        z.object({ media: z.array(media), total: z.number().int() }),
      ),
      400: invalid(shared, "page must be at least 1"),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/media",
    tags,
    summary: "Upload an image",
    description:
      "PNG, JPEG, WebP, GIF or AVIF, recognised by its bytes, up to 5 MB, in the multipart field `file`.",
    security: adminSecurity("write"),
    request: {
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({ file: z.string().openapi({ format: "binary" }) }),
          },
        },
      },
    },
    responses: {
      201: jsonResponse("Stored; served at `url`.", storedMedia, {
        id: "2026-11-27-diagram.png",
        url: "/media/2026-11-27-diagram.png",
        contentType: "image/png",
        size: 48213,
        width: 1200,
        height: 630,
      }),
      400: refusal(shared, "No file in the field.", "Choose an image file to upload."),
      ...refused(401, 403, 405),
      // An upload is multipart, not JSON: its own size, type and storage refusals.
      413: refusal(shared, "Larger than 5 MB.", "The image must not be larger than 5 MB."),
      415: refusal(
        shared,
        "Not one of the image types, or not multipart/form-data.",
        "Upload a PNG, JPEG, WebP, GIF or AVIF image.",
      ),
      503: refusal(
        shared,
        "Image storage is not configured, or the database is away.",
        "Image storage is not configured.",
      ),
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/media/{id}",
    tags,
    summary: "Delete an image",
    security: adminSecurity("delete"),
    request: {
      params: z.object({ id: z.string().openapi({ example: "2026-11-27-diagram.png" }) }),
    },
    responses: {
      200: jsonResponse(
        "Deleted.",
        z.object({ message: z.string(), media: z.object({ id: z.string() }) }),
      ),
      404: refusal(shared, "No image has this id.", "Image not found"),
      409: jsonResponse(
        "A post still shows it.",
        z.object({ message: z.string(), usedBy: z.array(mediaUser) }),
      ),
      ...refused(401, 403, 405, 503),
    },
  });
}
