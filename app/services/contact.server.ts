/**
 * Taking an enquiry: spam checks, human verification, the rate limit, storing it, and telling
 * the team. The contact form's action and POST /api/v1/contact both come here; each route has
 * already validated the fields with app/schemas/contact.ts.
 */
import { contactMessages, projectTypes } from "~/content/contact";
import { site } from "~/content/site";
import { clientIp, hashIp } from "~/lib/client-ip.server";
import { formStampAge } from "~/lib/form-stamp.server";
import type { Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import type { ContactInput } from "~/schemas/contact";
import { contactSubmissions, type VerificationStatus } from "~db/schema";
import { consumeRateLimit, type RateLimitRule } from "./rate-limit.server";
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
}

type ContactResult =
  | { outcome: "stored"; id: number; message: string; verification: VerificationStatus }
  /** Caught by the honeypot: answered like a success so the bot learns nothing, but not stored. */
  | { outcome: "discarded"; message: string }
  | { outcome: "refused"; status: 400 | 429 | 503; message: string; retryAfterSeconds?: number };

interface ContactDeps {
  env: AppEnv;
  ctx: Pick<ExecutionContext, "waitUntil">;
  /** The request's database (context.db): opened only once the cheap checks have passed. */
  db: () => Promise<Database>;
}

export async function submitContactEnquiry(
  { env, ctx, db }: ContactDeps,
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

  let database: Database;
  try {
    database = await db();
    const limit = await consumeRateLimit(database, CONTACT_RATE_LIMIT, ipHash);
    if (!limit.allowed) {
      return {
        outcome: "refused",
        status: 429,
        message: tooManyMessage(limit.retryAfterSeconds),
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }
  } catch (error) {
    return unavailable(error);
  }

  const check = await verifyRecaptcha(env, {
    token: sender.recaptchaToken,
    expectedHostname: expectedHostname(env, sender.request),
    remoteIp: ip,
  });
  if (check.kind === "rejected") {
    console.warn(`contact: reCAPTCHA rejected (${check.reason})`);
    return { outcome: "refused", status: 400, message: contactVerificationFailedMessage };
  }
  if (check.kind === "unavailable")
    console.warn(`contact: reCAPTCHA unavailable, storing as unverified (${check.reason})`);
  const verification: VerificationStatus =
    check.kind === "verified"
      ? "verified"
      : check.kind === "not_configured"
        ? "not_configured"
        : "unverified";

  let stored: { id: number; createdAt: Date };
  try {
    [stored] = (await database
      .insert(contactSubmissions)
      .values({
        ...input,
        verificationStatus: verification,
        recaptchaScore: check.kind === "verified" ? check.score : null,
        ipHash,
      })
      .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt })) as [
      { id: number; createdAt: Date },
    ];
  } catch (error) {
    return unavailable(error);
  }

  if (env.CONTACT_NOTIFY_WEBHOOK_URL) {
    ctx.waitUntil(
      notifyTeam(env.CONTACT_NOTIFY_WEBHOOK_URL, {
        id: stored.id,
        createdAt: stored.createdAt,
        verification,
        input,
      }),
    );
  }
  return { outcome: "stored", id: stored.id, message: contactSuccessMessage, verification };
}

function unavailable(error: unknown): ContactResult {
  console.error(
    "contact: database unavailable",
    error instanceof Response ? `status ${error.status}` : error,
  );
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

async function notifyTeam(
  url: string,
  {
    id,
    createdAt,
    verification,
    input,
  }: { id: number; createdAt: Date; verification: VerificationStatus; input: ContactInput },
) {
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
      console.warn(
        `contact: notification webhook answered ${response.status} for submission ${id}`,
      );
  } catch (error) {
    console.warn(`contact: notification webhook failed for submission ${id}`, error);
  }
}
