/**
 * POST /api/v1/admin/auth/logout (Bearer; `X-Session-Token` when the client has it) →
 * `{ message }`. The access token is blacklisted until it expires and the session ends, so
 * neither it nor the session's refresh token works again.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json, jsonError, methodNotAllowed } from "~/lib/json-response";
import { authenticateAccessToken, endApiSession } from "~/services/auth/api-session.server";
import { bearerToken } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const accessToken = bearerToken(request);
  if (!accessToken) return jsonError(401, "Authentication required");
  const db = await context.db();
  const session = await authenticateAccessToken(db, accessToken, context.env.JWT_SECRET);
  if (!session) return jsonError(401, "Invalid or expired token");
  const ended = await endApiSession(
    db,
    {
      accessToken,
      claims: session.claims,
      sessionToken: request.headers.get("X-Session-Token"),
      userId: session.user.id,
    },
    requestMeta(request, context),
  );
  if (!ended) return jsonError(401, "The session token does not belong to this access token");
  return json({ message: "Logged out" });
}
