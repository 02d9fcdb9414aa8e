/**
 * DELETE /api/v1/admin/users/invitations/{id} → `{ message }`; 404 when no pending invitation
 * has that id. A super admin's token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { recordParam } from "~/http/record-param.server";
import { teamApiCall } from "~/http/team-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { INVITATION_NOT_FOUND_MESSAGE, revokeInvitation } from "~/services/team/invitations.server";

const invitationRecord = recordParam("invitation", INVITATION_NOT_FOUND_MESSAGE);

export const loader = () => methodNotAllowed("DELETE");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const id = invitationRecord.idFrom(params.id);
  if (id instanceof Response) return id;
  if (!(await revokeInvitation(db, actor, id, meta))) return invitationRecord.notFound();
  return noStoreJson({ message: "Invitation revoked" });
}
