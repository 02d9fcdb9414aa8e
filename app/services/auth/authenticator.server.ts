/**
 * The sign-in screen's remix-auth Authenticator: a FormStrategy for e-mail and password and a
 * second one for the TOTP/backup code. Both answer a LoginStep instead of throwing, so the
 * route can show the server's message in the form. Made per request: it needs the database.
 */
import { parseWithZod } from "@conform-to/zod";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { FieldKeys } from "~/lib/field-encryption.server";
import type { SigningSecrets } from "~/lib/signing-secrets.server";
import type { Database } from "~/platform/db.server";
import { loginFormSchema, twoFactorLoginFormSchema } from "~/schemas/auth";
import { CHALLENGE_TTL_S, signToken, verifyToken } from "./jwt.server";
import { lockStatus, retryAfterSeconds } from "./lockout-answer.server";
import type { RequestMeta } from "./request-meta.server";
import type { AdminUser } from "./session.server";
import {
  CHALLENGE_EXPIRED_MESSAGE,
  signInWithPassword,
  signInWithSecondFactor,
  type LockReport,
  type SignInResult,
} from "./sign-in.server";
import { recordChallenge } from "./two-factor/challenges.server";

export { CHALLENGE_EXPIRED_MESSAGE };

export type LoginFailure = {
  status: 400 | 401 | 423 | 429;
  message: string;
  retryAfterSeconds?: number;
};

type LoginStep =
  | { step: "signed_in"; user: AdminUser; redirectTo?: string }
  | { step: "second_factor"; challenge: string; redirectTo?: string }
  | ({ step: "failed"; fieldErrors?: Record<string, string[]> } & LoginFailure);

/** How a failed sign-in is answered, for the screen and the API alike. */
export function failureOf(
  result: Extract<SignInResult, { outcome: "invalid" | "locked" }>,
  now: Date,
): LoginFailure {
  if (result.outcome === "invalid") return { status: 401, message: result.message };
  return {
    status: lockStatus(result.lock),
    message: result.message,
    retryAfterSeconds: retryAfterSeconds(result.lock, now),
  };
}

/** A form that does not parse: its first error is the message, all of them beside their fields. */
function invalidForm(error: Record<string, string[] | null> | null | undefined): LoginStep {
  const fieldErrors = error as Record<string, string[]>;
  return {
    step: "failed",
    status: 400,
    message: Object.values(fieldErrors).flat()[0] ?? "Login failed",
    fieldErrors,
  };
}

/**
 * The token that carries a right password (or a used unlock link, `viaUnlock`) to the second
 * step; its row makes it single-use.
 */
export async function issueChallenge(
  db: Database,
  secret: SigningSecrets,
  user: AdminUser,
  now: Date,
  viaUnlock = false,
) {
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_S * 1000);
  const signed = await signToken(secret, "challenge", { userId: user.id, expiresAt }, now);
  await recordChallenge(db, { id: signed.jti, userId: user.id, expiresAt, viaUnlock }, now);
  return signed;
}

export function createLoginAuthenticator(
  db: Database,
  meta: RequestMeta,
  {
    jwtSecret,
    secretKeys,
    reportLock,
  }: { jwtSecret: SigningSecrets; secretKeys: FieldKeys; reportLock?: LockReport },
  now = new Date(),
) {
  const password = new FormStrategy<LoginStep>(async ({ form }) => {
    const submission = parseWithZod(form, { schema: loginFormSchema });
    if (submission.status !== "success") return invalidForm(submission.error);
    const { email, password, redirectTo } = submission.value;
    const result = await signInWithPassword(db, { email, password }, meta, now, reportLock);
    if (result.outcome === "signed_in") return { step: "signed_in", user: result.user, redirectTo };
    if (result.outcome === "second_factor_required") {
      const { token } = await issueChallenge(db, jwtSecret, result.user, now);
      return { step: "second_factor", challenge: token, redirectTo };
    }
    return { step: "failed", ...failureOf(result, now) };
  });

  const secondFactor = new FormStrategy<LoginStep>(async ({ form }) => {
    const submission = parseWithZod(form, { schema: twoFactorLoginFormSchema });
    if (submission.status !== "success") return invalidForm(submission.error);
    const claims = await verifyToken(jwtSecret, "challenge", submission.value.challenge, now);
    if (!claims) return { step: "failed", status: 401, message: CHALLENGE_EXPIRED_MESSAGE };
    const result = await signInWithSecondFactor(
      db,
      secretKeys,
      { challengeId: claims.jti, userId: claims.userId, code: submission.value.code },
      meta,
      now,
      reportLock,
    );
    if (result.outcome === "signed_in")
      return { step: "signed_in", user: result.user, redirectTo: submission.value.redirectTo };
    if (result.outcome === "second_factor_required")
      return { step: "failed", status: 401, message: "Login failed" };
    return { step: "failed", ...failureOf(result, now) };
  });

  return new Authenticator<LoginStep>().use(password, "password").use(secondFactor, "two-factor");
}
