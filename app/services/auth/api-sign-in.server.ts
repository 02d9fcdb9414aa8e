/** What a sign-in through the admin API leads to: tokens, a second step, or a refusal. */
import type { SigningSecrets } from "~/lib/signing-secrets.server";
import type { Database } from "~/platform/db.server";
import { startApiSession } from "./api-session.server";
import { failureOf, issueChallenge, type LoginFailure } from "./authenticator.server";
import type { RequestMeta } from "./request-meta.server";
import type { SignInResult } from "./sign-in.server";

export type ApiSignIn =
  | {
      outcome: "signed_in";
      tokens: Awaited<ReturnType<typeof startApiSession>>;
      user: { email: string; role: string };
    }
  | { outcome: "second_factor_required"; challengeToken: string }
  | { outcome: "refused"; failure: LoginFailure };

/** Turns a checked sign-in into its API result: a session with tokens, or a 2FA challenge. */
export async function concludeApiSignIn(
  db: Database,
  jwtSecret: SigningSecrets,
  meta: RequestMeta,
  result: SignInResult,
  now = new Date(),
): Promise<ApiSignIn> {
  switch (result.outcome) {
    case "signed_in": {
      const tokens = await startApiSession(db, result.user, meta, jwtSecret, now);
      return {
        outcome: "signed_in",
        tokens,
        user: { email: result.user.email, role: result.user.role },
      };
    }
    case "second_factor_required": {
      const { token } = await issueChallenge(db, jwtSecret, result.user, now);
      return { outcome: "second_factor_required", challengeToken: token };
    }
    default:
      return { outcome: "refused", failure: failureOf(result, now) };
  }
}
