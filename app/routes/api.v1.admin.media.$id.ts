/**
 * DELETE /api/v1/admin/media/{id} → `{ message, media: { id } }`; 404 for an unknown image; 409
 * `{ message, usedBy: [{ id, title }] }` while a post shows it (its image or its text). Bearer
 * token with delete permission and X-CSRF-Token, or an API key with "delete"; audited as
 * `media.deleted`. The image itself is served at /media/{id}.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { MEDIA_NOT_FOUND } from "~/schemas/media";
import { apiActor } from "~/services/auth/api-guard.server";
import { requireApiAuth, requireApiCsrf } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { deleteMedia, mediaInUseMessage } from "~/services/media/library.server";

export const loader = () => methodNotAllowed("DELETE");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const principal = await requireApiAuth(request, context, { permission: "delete" });
  await requireApiCsrf(request, context, principal);
  const result = await deleteMedia(context.env.MEDIA, params.id, {
    db: await context.db(),
    ...apiActor(principal),
    meta: requestMeta(request, context),
  });
  if (result.status === "not-found") return jsonError(404, MEDIA_NOT_FOUND);
  if (result.status === "in-use")
    return jsonError(409, mediaInUseMessage(result.usedBy), { usedBy: result.usedBy });
  return noStoreJson({ message: "Image deleted", media: { id: params.id } });
}
