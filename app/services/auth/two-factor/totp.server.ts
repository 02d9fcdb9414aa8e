/**
 * TOTP codes (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps, one step of clock drift either
 * way). Each code works once: the accepted time step is kept in users.two_factor_last_step and
 * only later steps pass.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { site } from "~/content/site";
import type { Queryable } from "~/platform/db.server";
import { users } from "~db/schema";

export const TOTP_PERIOD_S = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;

type Algorithm = "SHA1" | "SHA256" | "SHA512";

export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, email: string) {
  return new TOTP({
    issuer: site.name,
    label: email,
    secret: Secret.fromBase32(secretBase32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
  }).toString();
}

/**
 * The time step a code belongs to, if it is valid at `now` (±1 step); null otherwise.
 * Digits and algorithm are parameters so the RFC's own test vectors can check this function.
 */
export function matchTotpStep(
  secret: Secret,
  code: string,
  { now = new Date(), digits = TOTP_DIGITS, algorithm = "SHA1" as Algorithm } = {},
): number | null {
  const token = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret,
    algorithm,
    digits,
    period: TOTP_PERIOD_S,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

/** Checks a code against a secret and, atomically, that no code of this or a later step was used before. */
export async function consumeTotpCode(
  db: Queryable,
  userId: string,
  secretBase32: string,
  code: string,
  now = new Date(),
) {
  const step = matchTotpStep(Secret.fromBase32(secretBase32), code, { now });
  if (step === null) return false;
  const [accepted] = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return Boolean(accepted);
}
