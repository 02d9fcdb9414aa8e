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
import { retryDelaySeconds } from "~/platform/queue-retry.server";
import { logEvent } from "~/platform/request-log.server";
import { intakeMessageSchema, type IntakeMessage } from "~/schemas/intake";
import { storeSubscriber } from "~/services/leads/newsletter.server";
import { announceNewEnquiry, storeEnquiry } from "~/services/leads/receive-enquiry.server";
import { keepDeadLetter } from "./dead-letters.server";

/** Links in the mail of an enquiry queued before its origin was kept, on a local server. */
const LOCAL_ORIGIN = "http://localhost:8787";

async function store(db: Database, message: IntakeMessage, env: AppEnv) {
  if (message.kind === "newsletter") return storeSubscriber(db, message.email);
  const stored = await storeEnquiry(db, message.enquiry);
  if (!stored.created) return;
  // Queued while Postgres was away: its notices go now that it is stored.
  const origin = message.enquiry.origin ?? env.SITE_URL ?? LOCAL_ORIGIN;
  await announceNewEnquiry(env, db, stored, message.enquiry, origin);
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
