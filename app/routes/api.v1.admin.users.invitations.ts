/**
 * POST /api/v1/admin/users/invitations `{ email, role }` → 201 `{ invitation: { id, email,
 * role, expiresAt }, inviteUrl }` (the link is also e-mailed, and handed to INVITE_MAIL_WEBHOOK_URL when it is
 * set); 409 when the e-mail already has an account. A super admin's token and X-CSRF-Token.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { site } from "~/content/site";
import { noStoreJson } from "~/http/admin-api.server";
import { parseJsonBody } from "~/http/json-body.server";
import { teamApiCall } from "~/http/team-api.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { siteOrigin } from "~/lib/site-origin";
import { invitationSchema } from "~/schemas/team";
import {
  EXISTING_ACCOUNT_MESSAGE,
  invitationUrl,
  inviteUser,
  mailInvitation,
} from "~/services/team/invitations.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const body = await parseJsonBody(request, invitationSchema, { maxBytes: 4 * 1024 });
  if (!body.ok) return body.response;
  const result = await inviteUser(db, actor, body.data, meta);
  if (result.status === "exists") return jsonError(409, EXISTING_ACCOUNT_MESSAGE);
  const inviteUrl = invitationUrl(siteOrigin(request, context.env.SITE_URL), result.token);
  await mailInvitation(context.env, result.invitation, inviteUrl, site.name);
  return noStoreJson({ invitation: result.invitation, inviteUrl }, 201);
}
