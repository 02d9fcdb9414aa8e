/** The admin auth API's answers, shared by login and the 2FA step. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "~/lib/db.server";
import { json, jsonError } from "~/lib/http.server";
import { startApiSession } from "./api-session.server";
import { failureOf, issueChallenge } from "./authenticator.server";
import type { RequestMeta } from "./request-meta.server";
import type { SignInResult } from "./sign-in.server";

export const NO_STORE = { "Cache-Control": "no-store" };

export async function signInResponse(
  db: Database,
  context: AppLoadContext,
  meta: RequestMeta,
  result: SignInResult,
  now = new Date(),
) {
  switch (result.outcome) {
    case "signed_in": {
      const tokens = await startApiSession(db, result.user, meta, context.env.JWT_SECRET, now);
      return json(
        { tokens, user: { email: result.user.email, role: result.user.role } },
        { headers: NO_STORE },
      );
    }
    case "second_factor_required": {
      const { token } = await issueChallenge(db, context.env.JWT_SECRET, result.user, now);
      return json({ twoFactorRequired: true, challengeToken: token }, { headers: NO_STORE });
    }
    default: {
      const failure = failureOf(result, now);
      const response = jsonError(
        failure.status,
        failure.message,
        failure.retryAfterSeconds ? { retryAfter: failure.retryAfterSeconds } : {},
      );
      if (failure.retryAfterSeconds)
        response.headers.set("Retry-After", String(failure.retryAfterSeconds));
      return response;
    }
  }
}

export function methodNotAllowed(allow: string) {
  return new Response(JSON.stringify({ message: "Method not allowed" }), {
    status: 405,
    headers: { Allow: allow, "Content-Type": "application/json; charset=utf-8" },
  });
}
