/**
 * POST /admin/blog/media (multipart: the image in `file`, the form's `csrf`) → 201
 * `{ id, url, contentType, size, width?, height? }`: the editor's "Upload image" with
 * JavaScript, for the signed-in admin's cookie session. The same rule and audit as the admin
 * API (storeMedia); errors are `{ message }` with 400/413/415.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { readFormBody } from "~/http/form-body.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { MAX_MEDIA_BYTES, MEDIA_TOO_LARGE } from "~/schemas/media";
import { requireAdminUser, requireCsrf } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  MEDIA_FAILURES,
  MEDIA_FORM_OVERHEAD_BYTES,
  storeMedia,
  uploadedFile,
} from "~/services/media/images.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  // Signed out: sent to sign in before a byte of the upload is read.
  await requireAdminUser(request, context);
  const body = await readFormBody(request, {
    maxBytes: MAX_MEDIA_BYTES + MEDIA_FORM_OVERHEAD_BYTES,
    tooLargeMessage: MEDIA_TOO_LARGE,
  });
  if (!body.ok) return jsonError(body.status, body.message);
  const user = await requireCsrf(request, context, body.formData);

  const result = await storeMedia(context.env.MEDIA, uploadedFile(body.formData), {
    db: await context.db(),
    userId: user.id,
    via: { via: "editor" },
    meta: requestMeta(request, context),
  });
  if (result.status !== "ok") {
    const failure = MEDIA_FAILURES[result.status];
    return jsonError(failure.status, failure.message);
  }
  return noStoreJson(result.media, 201);
}
