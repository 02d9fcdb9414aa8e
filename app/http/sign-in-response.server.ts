/** The admin auth API's answer to a sign-in, shared by the login and the 2FA step. */
import { json, jsonError, NO_STORE } from "~/lib/json-response";
import type { ApiSignIn } from "~/services/auth/api-sign-in.server";

export function signInResponse(signIn: ApiSignIn) {
  switch (signIn.outcome) {
    case "signed_in":
      return json({ tokens: signIn.tokens, user: signIn.user }, { headers: NO_STORE });
    case "second_factor_required":
      return json(
        { twoFactorRequired: true, challengeToken: signIn.challengeToken },
        { headers: NO_STORE },
      );
    case "refused": {
      const { status, message, retryAfterSeconds } = signIn.failure;
      const response = jsonError(
        status,
        message,
        retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {},
      );
      if (retryAfterSeconds) response.headers.set("Retry-After", String(retryAfterSeconds));
      return response;
    }
  }
}
