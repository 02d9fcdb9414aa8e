/**
 * POST /api/v1/admin/auth/reset-password `{ token, password }` → 200 `{ message }`: the password
 * is set and every session, refresh token and API key of the account has ended (sign in again).
 * 400 for a malformed body or token, or a password against the rules; 410 for a link that is
 * unknown, expired or used.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseJsonBody } from "~/http/json-body.server";
import { json, jsonError, methodNotAllowed, NO_STORE } from "~/lib/json-response";
import { siteOrigin } from "~/lib/site-origin";
import { resetPasswordSchema } from "~/schemas/account-links";
import { resetPassword } from "~/services/auth/password-reset.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { mailSecurityNotice } from "~/services/mail/security-notice.server";

const RESET_LINK_ENDED_MESSAGE =
  "This reset link has expired or has already been used. Ask for a new one at /admin/forgot-password.";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, resetPasswordSchema);
  if (!body.ok) return body.response;
  const reset = await resetPassword(await context.db(), body.data, requestMeta(request, context));
  if (reset.status !== "ok") return jsonError(410, RESET_LINK_ENDED_MESSAGE);
  await mailSecurityNotice(
    context.env,
    { to: reset.user.email, event: "password-changed" },
    siteOrigin(request, context.env.SITE_URL),
  );
  return json(
    { message: "Password changed. Sign in with the new password." },
    { headers: NO_STORE },
  );
}
