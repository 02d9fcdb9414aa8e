/**
 * POST /api/v1/admin/users/{id}/reset-2fa → `{ user }` with two-factor off, for someone who
 * lost their authenticator; 404 for an unknown id. A super admin's token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { teamApiCall, teamChangeResponse, userNotFound } from "~/http/team-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { parseUserId } from "~/schemas/team";
import { resetUserTwoFactor } from "~/services/team/members.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const userId = parseUserId(params.id);
  if (!userId) return userNotFound();
  return teamChangeResponse(await resetUserTwoFactor(db, actor, userId, meta));
}
