/**
 * DELETE /api/v1/admin/users/invitations/{id} → `{ message }`; 404 when no pending invitation
 * has that id. A super admin's token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { teamApiCall } from "~/http/team-api.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { parseRecordId } from "~/lib/record-id";
import { INVITATION_NOT_FOUND_MESSAGE, revokeInvitation } from "~/services/team/invitations.server";

export const loader = () => methodNotAllowed("DELETE");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const id = parseRecordId(params.id);
  if (!id.ok)
    return id.reason === "invalid"
      ? jsonError(400, "The invitation id must be a positive whole number")
      : jsonError(404, INVITATION_NOT_FOUND_MESSAGE);
  if (!(await revokeInvitation(db, actor, id.id, meta)))
    return jsonError(404, INVITATION_NOT_FOUND_MESSAGE);
  return noStoreJson({ message: "Invitation revoked" });
}
