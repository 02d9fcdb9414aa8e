/**
 * POST /api/v1/admin/users/{id}/reset-2fa → `{ user }` with two-factor off, for someone who
 * lost their authenticator; 404 for an unknown id, 400 for an id that is not a uuid, 409 for
 * one's own (Settings turns it off, with the password). A super admin's token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import {
  noticeTwoFactorReset,
  teamApiCall,
  teamChangeResponse,
  userIdFrom,
} from "~/http/team-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { resetUserTwoFactor } from "~/services/team/members.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const userId = userIdFrom(params.id);
  if (userId instanceof Response) return userId;
  const result = await resetUserTwoFactor(db, actor, userId, meta);
  if (result.status === "ok") await noticeTwoFactorReset(context, request, result.user.email);
  return teamChangeResponse(result);
}
