/**
 * Server-side check of reCAPTCHA v3 tokens (docs/decisions/0003-contact-verification-status.md).
 * A token counts only if the provider confirms it, for our action and hostname, with a score at
 * or above RECAPTCHA_MIN_SCORE.
 */
import { z } from "zod";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";

const RECAPTCHA_ACTION = "contact";
const VERIFY_TIMEOUT_MS = 5000;

type RecaptchaCheck =
  /** Keys unset: the site runs without verification. */
  | { kind: "not_configured" }
  /** Verification is on, but the sender sent no token (JavaScript off, or an API client without one). */
  | { kind: "no_token" }
  | { kind: "verified"; score: number }
  /** The provider looked at the token and said no, or its answer does not fit this site. */
  | { kind: "rejected"; reason: string }
  /** The provider could not be asked (network, timeout, 5xx, unreadable answer). */
  | { kind: "unavailable"; reason: string };

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

function isRecaptchaConfigured(env: AppEnv) {
  return Boolean(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY);
}

let reportedOff = false;

export async function verifyRecaptcha(
  env: AppEnv,
  {
    token,
    expectedHostname,
    remoteIp,
  }: { token: string | undefined; expectedHostname: string; remoteIp?: string },
): Promise<RecaptchaCheck> {
  if (!isRecaptchaConfigured(env)) {
    if (!reportedOff) {
      reportedOff = true;
      logEvent(
        "info",
        "reCAPTCHA keys are not set: contact submissions are not verified (status not_configured)",
      );
    }
    return { kind: "not_configured" };
  }
  if (!token) return { kind: "no_token" };

  const body = new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY!, response: token });
  if (remoteIp && remoteIp !== "unknown") body.set("remoteip", remoteIp);

  let answer: z.infer<typeof siteverifyAnswer>;
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok)
      return { kind: "unavailable", reason: `siteverify answered ${response.status}` };
    const parsed = siteverifyAnswer.safeParse(await response.json());
    if (!parsed.success) return { kind: "unavailable", reason: "siteverify answer unreadable" };
    answer = parsed.data;
  } catch (error) {
    return { kind: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  }

  if (!answer.success)
    return {
      kind: "rejected",
      reason: `not valid: ${(answer["error-codes"] ?? []).join(", ") || "no reason given"}`,
    };
  if (answer.action !== RECAPTCHA_ACTION)
    return { kind: "rejected", reason: `action ${answer.action ?? "missing"}` };
  if (answer.hostname !== expectedHostname)
    return { kind: "rejected", reason: `hostname ${answer.hostname ?? "missing"}` };
  if (answer.score === undefined || answer.score < env.RECAPTCHA_MIN_SCORE) {
    return {
      kind: "rejected",
      reason: `score ${answer.score ?? "missing"} below ${env.RECAPTCHA_MIN_SCORE}`,
    };
  }
  return { kind: "verified", score: answer.score };
}
