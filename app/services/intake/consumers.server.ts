/**
 * The intake queue's consumers (docs/decisions/0016-durable-intake.md). Enquiries and sign-ups
 * accepted while Postgres was away are stored here once it answers again: each exactly once
 * (the enquiry's idempotency key, the subscriber's address), the team notified of each new
 * enquiry. A message Postgres still cannot take is retried later, with a growing delay; after
 * the queue's last retry it moves to the dead-letter queue, whose consumer keeps it in R2
 * (./dead-letters.server.ts).
 */
import { createRequestDatabase, isDatabaseUnavailable, type Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import { intakeMessageSchema, type IntakeMessage } from "~/schemas/intake";
import { storeSubscriber } from "~/services/leads/newsletter.server";
import { notifyTeamOfEnquiry, storeEnquiry } from "~/services/leads/receive-enquiry.server";
import { mailAboutEnquiry } from "~/services/mail/enquiry-mail.server";
import { keepDeadLetter } from "./dead-letters.server";

/** Links in the mail of an enquiry queued before its origin was kept, on a local server. */
const LOCAL_ORIGIN = "http://localhost:8787";

/** The first retry waits this long; each next one twice as long, up to the cap. */
const FIRST_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 300;

export function retryDelaySeconds(attempts: number) {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

async function store(db: Database, message: IntakeMessage, env: AppEnv) {
  if (message.kind === "newsletter") return storeSubscriber(db, message.email);
  const stored = await storeEnquiry(db, message.enquiry);
  if (!stored.created) return;
  await notifyTeamOfEnquiry(env, stored.id, stored.createdAt, message.enquiry);
  // Queued while Postgres was away: its mail goes now that it is stored.
  const origin = message.enquiry.origin ?? env.SITE_URL ?? LOCAL_ORIGIN;
  await mailAboutEnquiry(env, db, { id: stored.id, enquiry: message.enquiry, origin });
}

/** Stores a batch of the intake queue; what Postgres cannot take now is retried later. */
export async function storeIntakeBatch(batch: MessageBatch<unknown>, env: AppEnv) {
  const database = createRequestDatabase(env);
  try {
    for (const message of batch.messages) {
      const parsed = intakeMessageSchema.safeParse(message.body);
      if (!parsed.success) {
        // Retrying cannot mend it: keep it for an operator at once.
        await keepDeadLetter(env, message, "not an intake message");
        message.ack();
        continue;
      }
      try {
        await store(await database.get(), parsed.data, env);
        message.ack();
      } catch (error) {
        const delaySeconds = retryDelaySeconds(message.attempts);
        logEvent(
          isDatabaseUnavailable(error) ? "warn" : "error",
          "intake: not stored, will retry",
          {
            kind: parsed.data.kind,
            attempts: message.attempts,
            delaySeconds,
            error: error instanceof Error ? error.message : String(error),
          },
        );
        message.retry({ delaySeconds });
      }
    }
  } finally {
    await database.close();
  }
}

/** The dead-letter queue's consumer: every message it gets is kept in R2, none dropped. */
export async function keepDeadLetters(batch: MessageBatch<unknown>, env: AppEnv) {
  for (const message of batch.messages) {
    try {
      await keepDeadLetter(env, message, "not stored after every retry");
      message.ack();
    } catch (error) {
      logEvent("error", "intake: a dead letter could not be kept, will retry", {
        error: error instanceof Error ? error.message : String(error),
      });
      message.retry({ delaySeconds: MAX_RETRY_SECONDS });
    }
  }
}
