/**
 * GET /api/v1/admin/media?page&limit → `{ media: [{ id, url, contentType, size, width?, height?,
 * uploadedAt, usedBy: [{ id, title }] }], total }`, newest first (limit 24 by default, at most
 * 100); 400 for a malformed parameter.
 * POST /api/v1/admin/media (multipart/form-data, the image in the field `file`) → 201
 * `{ id, url, contentType, size, width?, height? }`. PNG, JPEG, WebP, GIF or AVIF, recognised by
 * its bytes, up to 5 MB: anything else is 415, a larger one 413 (refused by its declared length
 * before reading, and counted while reading). Bearer token with write permission and
 * X-CSRF-Token, or an API key with "write"; audited as `media.uploaded`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { readFormBody } from "~/http/form-body.server";
import { invalidQuery, jsonError, methodNotAllowed } from "~/lib/json-response";
import {
  MAX_MEDIA_BYTES,
  MEDIA_TOO_LARGE,
  MEDIA_UNSUPPORTED,
  mediaListQuerySchema,
} from "~/schemas/media";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  MEDIA_FAILURES,
  MEDIA_FORM_OVERHEAD_BYTES,
  storeMedia,
  uploadedFile,
} from "~/services/media/images.server";
import { listMedia } from "~/services/media/library.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  const params = new URL(request.url).searchParams;
  const query = mediaListQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) return invalidQuery(query.error);
  return noStoreJson(await listMedia(context.env.MEDIA, await context.db(), query.data));
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const principal = await requireApiAuth(request, context, { permission: "write" });
  await requireApiCsrf(request, context, principal);
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "")) {
    await request.body?.cancel().catch(() => undefined);
    return jsonError(
      415,
      `${MEDIA_UNSUPPORTED} Send it as multipart/form-data in the field "file".`,
    );
  }
  const body = await readFormBody(request, {
    maxBytes: MAX_MEDIA_BYTES + MEDIA_FORM_OVERHEAD_BYTES,
    tooLargeMessage: MEDIA_TOO_LARGE,
  });
  if (!body.ok) return jsonError(body.status, body.message);

  const result = await storeMedia(context.env.MEDIA, uploadedFile(body.formData), {
    db: await context.db(),
    ...apiActor(principal),
    meta: requestMeta(request, context),
  });
  if (result.status !== "ok") {
    const failure = MEDIA_FAILURES[result.status];
    return jsonError(failure.status, failure.message);
  }
  return noStoreJson(result.media, 201);
}
