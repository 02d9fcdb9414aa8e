/**
 * POST /api/v1/admin/auth/2fa `{ challengeToken, code }` (after a login that answered
 * `twoFactorRequired`) → the same answer as a login without 2FA; the code is a TOTP code or a
 * backup code. 401 `{ message }` for a wrong code or an expired challenge.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseJsonBody } from "~/http/json-body.server";
import { signInResponse } from "~/http/sign-in-response.server";
import { unlockOffer } from "~/http/unlock-offer.server";
import { fieldKeysFor } from "~/lib/field-encryption.server";
import { jsonError, methodNotAllowed } from "~/lib/json-response";
import { twoFactorLoginSchema } from "~/schemas/auth";
import { concludeApiSignIn } from "~/services/auth/api-sign-in.server";
import { CHALLENGE_EXPIRED_MESSAGE } from "~/services/auth/authenticator.server";
import { verifyToken } from "~/services/auth/jwt.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { signInWithSecondFactor } from "~/services/auth/sign-in.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, twoFactorLoginSchema);
  if (!body.ok) return body.response;
  const claims = await verifyToken(context.env.JWT_SECRET, "challenge", body.data.challengeToken);
  if (!claims) return jsonError(401, CHALLENGE_EXPIRED_MESSAGE);
  const db = await context.db();
  const meta = requestMeta(request, context);
  const result = await signInWithSecondFactor(
    db,
    await fieldKeysFor(context),
    { challengeId: claims.jti, userId: claims.userId, code: body.data.code },
    meta,
    undefined,
    unlockOffer(request, context, db, meta),
  );
  return signInResponse(await concludeApiSignIn(db, context.env.JWT_SECRET, meta, result));
}
