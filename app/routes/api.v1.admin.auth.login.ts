/**
 * POST /api/v1/admin/auth/login `{ email, password }` →
 * 200 `{ tokens: { accessToken, refreshToken, sessionToken }, user: { email, role } }`,
 * or 200 `{ twoFactorRequired: true, challengeToken }` (finish at /api/v1/admin/auth/2fa);
 * 400 `{ message, errors }`, 401 `{ message }`, 423/429 `{ message, retryAfter }` while locked.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseJsonBody } from "~/http/json-body.server";
import { signInResponse } from "~/http/sign-in-response.server";
import { unlockOffer } from "~/http/unlock-offer.server";
import { methodNotAllowed } from "~/lib/json-response";
import { loginSchema } from "~/schemas/auth";
import { concludeApiSignIn } from "~/services/auth/api-sign-in.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { signInWithPassword } from "~/services/auth/sign-in.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, loginSchema);
  if (!body.ok) return body.response;
  const db = await context.db();
  const meta = requestMeta(request, context);
  const result = await signInWithPassword(
    db,
    body.data,
    meta,
    undefined,
    unlockOffer(request, context, db, meta),
  );
  return signInResponse(await concludeApiSignIn(db, context.env.JWT_SECRET, meta, result));
}
