/**
 * DELETE /api/v1/admin/api-keys/{id} → `{ apiKey }`, revoked at once (ownerless keys too);
 * 404 for an unknown id. A super admin's Bearer token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { teamApiCall } from "~/http/team-api.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { parseRecordId } from "~/lib/record-id";
import { revokeApiKey } from "~/services/auth/api-keys.server";

const API_KEY_NOT_FOUND = "API key not found";

export const loader = () => methodNotAllowed("DELETE");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const id = parseRecordId(params.id);
  if (!id.ok)
    return id.reason === "invalid"
      ? jsonError(400, "The API key id must be a positive whole number")
      : jsonError(404, API_KEY_NOT_FOUND);
  const apiKey = await revokeApiKey(db, actor, id.id, meta);
  if (!apiKey) return jsonError(404, API_KEY_NOT_FOUND);
  return noStoreJson({ apiKey });
}
