/**
 * POST /api/v1/admin/auth/refresh `{ refreshToken }` → `{ tokens: { accessToken, refreshToken } }`.
 * The presented refresh token is spent; presenting it again ends the session (401 for both).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseJsonBody } from "~/http/json-body.server";
import { json, jsonError, methodNotAllowed, NO_STORE } from "~/lib/json-response";
import { refreshSchema } from "~/schemas/auth";
import { refreshApiSession } from "~/services/auth/api-session.server";
import { requestMeta } from "~/services/auth/request-meta.server";

const MESSAGES = {
  invalid: "Invalid or expired refresh token",
  expired: "Your session has expired. Please sign in again.",
  reused:
    "This refresh token was already used; the session has been ended for your security. Please sign in again.",
} as const;

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, refreshSchema);
  if (!body.ok) return body.response;
  const result = await refreshApiSession(
    await context.db(),
    body.data.refreshToken,
    requestMeta(request, context),
    context.env.JWT_SECRET,
  );
  if (!result.ok) return jsonError(401, MESSAGES[result.reason]);
  return json({ tokens: result.tokens }, { headers: NO_STORE });
}
