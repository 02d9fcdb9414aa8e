/**
 * Taking an enquiry: spam checks, human verification, the rate limit, storing it, and telling
 * the team. The contact form's action and POST /api/v1/contact both come here; each route has
 * already validated the fields with app/schemas/contact.ts.
 */
import { eq } from "drizzle-orm";
import { base64url } from "jose";
import { contactMessages, projectTypes } from "~/content/contact";
import { site } from "~/content/site";
import { clientIp, hashIp } from "~/lib/client-ip.server";
import { formStampAge } from "~/lib/form-stamp.server";
import { isDatabaseUnavailable, type Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import type { ContactInput } from "~/schemas/contact";
import type { Enquiry } from "~/schemas/intake";
import { attributionOf } from "~/services/analytics/visit-attribution.server";
import { readConsent } from "~/services/consent/cookie-consent.server";
import { queueIntake } from "~/services/intake/enqueue.server";
import { mailAboutEnquiry } from "~/services/mail/enquiry-mail.server";
import { consumeRateLimitOrEdge, type RateLimitRule } from "~/services/rate-limit.server";
import { contactSubmissions, type VerificationStatus } from "~db/schema";
import { verifyRecaptcha } from "./recaptcha.server";

const CONTACT_RATE_LIMIT: RateLimitRule = {
  bucket: "contact",
  limit: 5,
  windowMs: 10 * 60 * 1000,
};
/** People need longer than this to fill in the form; scripts do not. */
const MIN_FILL_TIME_MS = 3000;
/** A form left open longer than this is reloaded rather than trusted. */
const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

const contactSuccessMessage = contactMessages.successDefault;
const contactUnavailableMessage = contactMessages.failureDefault.replace(
  "{email}",
  site.emails.contact,
);
const contactVerificationFailedMessage =
  "Security check failed: we could not confirm that this message was sent by a person. Please refresh the page and try again.";
const contactTooFastMessage = "That was quick! Please check your details and send the form again.";
const contactFormExpiredMessage = "This form has expired. Please send it again.";

interface ContactSender {
  request: Request;
  recaptchaToken?: string;
  /** The hidden fields of the HTML form: a honeypot and the signed time the form was rendered. */
  form?: { honeypot: string; stamp: unknown };
  /** An API client's name for this submission, the same on its retries. */
  idempotencyKey?: string;
}

type ContactResult =
  | { outcome: "stored"; id: number; message: string; verification: VerificationStatus }
  /** Postgres was away: accepted and queued, stored by the intake consumer when it is back. */
  | { outcome: "queued"; message: string }
  /** Caught by the honeypot: answered like a success so the bot learns nothing, but not stored. */
  | { outcome: "discarded"; message: string }
  | { outcome: "refused"; status: 400 | 429 | 503; message: string; retryAfterSeconds?: number };

interface ContactDeps {
  env: AppEnv;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** The request's database (context.db): opened only once the cheap checks have passed. */
  db: () => Promise<Database>;
  /** The site's origin (the edge cache's), for the rate limit kept there while Postgres is away. */
  origin: string;
}

export async function submitContactEnquiry(
  { env, ctx, db, origin }: ContactDeps,
  input: ContactInput,
  sender: ContactSender,
): Promise<ContactResult> {
  if (sender.form) {
    if (sender.form.honeypot.trim() !== "")
      return { outcome: "discarded", message: contactSuccessMessage };
    const age = await formStampAge(sender.form.stamp, env.SESSION_SECRET);
    if (age === null || age > MAX_FORM_AGE_MS)
      return { outcome: "refused", status: 400, message: contactFormExpiredMessage };
    if (age < MIN_FILL_TIME_MS)
      return { outcome: "refused", status: 400, message: contactTooFastMessage };
  }

  const ip = clientIp(sender.request);
  const ipHash = await hashIp(ip, env.IP_HASH_SALT);

  const limit = await consumeRateLimitOrEdge(db, CONTACT_RATE_LIMIT, ipHash, origin);
  if (!limit.allowed) {
    return {
      outcome: "refused",
      status: 429,
      message: tooManyMessage(limit.retryAfterSeconds),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  const check = await verifyRecaptcha(env, {
    token: sender.recaptchaToken,
    expectedHostname: expectedHostname(env, sender.request),
    remoteIp: ip,
  });
  if (check.kind === "rejected") {
    logEvent("warn", "contact: reCAPTCHA rejected", { reason: check.reason });
    return { outcome: "refused", status: 400, message: contactVerificationFailedMessage };
  }
  if (check.kind === "unavailable")
    logEvent("warn", "contact: reCAPTCHA unavailable, storing as unverified", {
      reason: check.reason,
    });
  const enquiry: Enquiry = {
    input,
    verification:
      check.kind === "verified"
        ? "verified"
        : check.kind === "not_configured"
          ? "not_configured"
          : "unverified",
    recaptchaScore: check.kind === "verified" ? check.score : null,
    ipHash,
    intakeKey: await intakeKeyFor(sender, input),
    receivedAt: new Date().toISOString(),
    consentId: (await readConsent(sender.request, env.SESSION_SECRET))?.id ?? null,
    attribution: await attributionOf(sender.request, env.SESSION_SECRET),
    origin,
  };

  // Stored at once when Postgres answers; queued for the intake consumer when it does not.
  if (limit.database) {
    try {
      const stored = await storeEnquiry(limit.database, enquiry);
      if (stored.created)
        await announceNewEnquiry(
          env,
          limit.database,
          stored,
          enquiry,
          origin,
          ctx.waitUntil.bind(ctx),
        );
      return {
        outcome: "stored",
        id: stored.id,
        message: contactSuccessMessage,
        verification: enquiry.verification,
      };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
  }
  return (await queueIntake(env, { kind: "contact", enquiry }))
    ? { outcome: "queued", message: contactSuccessMessage }
    : unavailable();
}

/**
 * The enquiry's idempotency key. A form's double submit carries the same signed stamp and the
 * same fields; an API client names its retries with an Idempotency-Key header. The fields are
 * part of the key, so a reused stamp or header with another message is another enquiry.
 */
async function intakeKeyFor(sender: ContactSender, input: ContactInput) {
  const scope = sender.form
    ? `form:${String(sender.form.stamp)}`
    : `api:${sender.idempotencyKey ?? crypto.randomUUID()}`;
  const bytes = new TextEncoder().encode(JSON.stringify([scope, input]));
  return base64url.encode(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/**
 * Stores an enquiry once: a second delivery of the same one (same idempotency key) finds the
 * row already there. `created` says whether this call made it.
 */
export async function storeEnquiry(db: Database, enquiry: Enquiry) {
  const [created] = await db
    .insert(contactSubmissions)
    .values({
      ...enquiry.input,
      verificationStatus: enquiry.verification,
      recaptchaScore: enquiry.recaptchaScore,
      ipHash: enquiry.ipHash,
      intakeKey: enquiry.intakeKey,
      consentId: enquiry.consentId,
      attribution: enquiry.attribution,
      createdAt: new Date(enquiry.receivedAt),
    })
    .onConflictDoNothing({ target: contactSubmissions.intakeKey })
    .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
  if (created) return { ...created, created: true };
  const [existing] = await db
    .select({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.intakeKey, enquiry.intakeKey));
  return { ...existing!, created: false };
}

function unavailable(): ContactResult {
  logEvent("error", "contact: database and intake queue unavailable");
  return { outcome: "refused", status: 503, message: contactUnavailableMessage };
}

function tooManyMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} seconds`
      : minutes === 1
        ? "1 minute"
        : `${minutes} minutes`;
  return `You have sent several messages in a short time. Please try again in ${wait}, or e-mail us at ${site.emails.contact}.`;
}

/** reCAPTCHA reports the host the token was made on: our public host when configured, else the one requested. */
function expectedHostname(env: AppEnv, request: Request) {
  return new URL(env.SITE_URL ?? request.url).hostname;
}

/** Escapes text for chat webhooks (Slack-style markup), where `<`, `>` and `&` would be read as markup. */
function escapeChatText(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * What follows a new enquiry once it is stored, at once or from the queue: the team's webhook,
 * the team's mail and the visitor's receipt (links in the mail lead to `origin`). The webhook
 * may run on after the answer is sent, given `waitUntil`.
 */
export async function announceNewEnquiry(
  env: AppEnv,
  db: Database,
  stored: { id: number; createdAt: Date },
  enquiry: Enquiry,
  origin: string,
  waitUntil?: (work: Promise<unknown>) => void,
) {
  const notified = notifyTeamOfEnquiry(env, stored.id, stored.createdAt, enquiry);
  if (waitUntil) waitUntil(notified);
  else await notified;
  await mailAboutEnquiry(env, db, { id: stored.id, enquiry, origin });
}

/** Tells the team of a stored enquiry (the notification webhook), when one is configured. */
export async function notifyTeamOfEnquiry(
  env: Pick<AppEnv, "CONTACT_NOTIFY_WEBHOOK_URL">,
  id: number,
  createdAt: Date,
  { input, verification }: Enquiry,
) {
  const url = env.CONTACT_NOTIFY_WEBHOOK_URL;
  if (!url) return;
  const projectTypeLabel =
    projectTypes.find((type) => type.value === input.projectType)?.label ?? null;
  const sender = `${input.firstName} ${input.lastName} <${input.email}>${input.company ? `, ${input.company}` : ""}`;
  const text = [
    `New enquiry #${id}${projectTypeLabel ? ` (${projectTypeLabel})` : ""} from ${escapeChatText(sender)}`,
    escapeChatText(input.message),
  ].join("\n");
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        event: "contact_submission.created",
        id,
        createdAt: createdAt.toISOString(),
        verification,
        submission: {
          ...input,
          company: input.company ?? null,
          projectType: input.projectType ?? null,
          projectTypeLabel,
        },
        text,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      logEvent("warn", "contact: notification webhook answered an error", {
        status: response.status,
        submission: id,
      });
  } catch (error) {
    logEvent("warn", "contact: notification webhook failed", {
      submission: id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
