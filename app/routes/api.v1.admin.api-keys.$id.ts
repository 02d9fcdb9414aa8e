/**
 * DELETE /api/v1/admin/api-keys/{id} → `{ apiKey }`, revoked at once (ownerless keys too);
 * 404 for an unknown id. A super admin's Bearer token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { recordParam } from "~/http/record-param.server";
import { teamApiCall } from "~/http/team-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { revokeApiKey } from "~/services/auth/api-keys.server";

const apiKeyRecord = recordParam("API key", "API key not found");

export const loader = () => methodNotAllowed("DELETE");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const id = apiKeyRecord.idFrom(params.id);
  if (id instanceof Response) return id;
  const apiKey = await revokeApiKey(db, actor, id, meta);
  return apiKey ? noStoreJson({ apiKey }) : apiKeyRecord.notFound();
}
