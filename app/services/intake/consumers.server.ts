/**
 * The intake queue's consumers (docs/decisions/0016-durable-intake.md). Enquiries and sign-ups
 * accepted while Postgres was away are stored here once it answers again: each exactly once
 * (the enquiry's idempotency key, the subscriber's address), the team notified of each new
 * enquiry. A message Postgres still cannot take is retried later, with a growing delay; after
 * the queue's last retry it moves to the dead-letter queue, whose consumer keeps it in R2.
 */
import { mentionsEmail } from "~/lib/email-mentions";
import { createRequestDatabase, isDatabaseUnavailable, type Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import { intakeMessageSchema, type IntakeMessage } from "~/schemas/intake";
import { storeSubscriber } from "~/services/leads/newsletter.server";
import { notifyTeamOfEnquiry, storeEnquiry } from "~/services/leads/receive-enquiry.server";

const DEAD_LETTER_PREFIX = "intake/";
/** The first retry waits this long; each next one twice as long, up to the cap. */
const FIRST_RETRY_SECONDS = 5;
const MAX_RETRY_SECONDS = 300;

export function retryDelaySeconds(attempts: number) {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

async function store(db: Database, message: IntakeMessage, env: AppEnv) {
  if (message.kind === "newsletter") return storeSubscriber(db, message.email);
  const stored = await storeEnquiry(db, message.enquiry);
  if (stored.created) await notifyTeamOfEnquiry(env, stored.id, stored.createdAt, message.enquiry);
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

async function keepDeadLetter(env: AppEnv, message: Message<unknown>, reason: string) {
  if (!env.DEAD_LETTERS) throw new Error("DEAD_LETTERS is not bound");
  const key = `${DEAD_LETTER_PREFIX}${message.timestamp.toISOString()}-${message.id}.json`;
  await env.DEAD_LETTERS.put(
    key,
    JSON.stringify({ reason, attempts: message.attempts, body: message.body }),
    { httpMetadata: { contentType: "application/json" } },
  );
  logEvent("error", "intake: message kept as a dead letter", { key, reason });
}

async function eachDeadLetter(bucket: R2Bucket, visit: (object: R2Object) => Promise<void>) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: DEAD_LETTER_PREFIX, cursor });
    for (const object of page.objects) await visit(object);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Deletes the dead letters that mention the address (an enquiry or sign-up never stored is
 * still theirs); returns how many. Nothing to do where no bucket is bound.
 */
export async function eraseDeadLettersOf(bucket: R2Bucket | undefined, email: string) {
  if (!bucket) return 0;
  const theirs: string[] = [];
  await eachDeadLetter(bucket, async (object) => {
    const letter = await bucket.get(object.key);
    if (letter && mentionsEmail(await letter.text(), email)) theirs.push(object.key);
  });
  // R2 deletes at most 1000 keys per call.
  for (let start = 0; start < theirs.length; start += 1000)
    await bucket.delete(theirs.slice(start, start + 1000));
  return theirs.length;
}

/** How many intake messages wait for an operator; null when there is nowhere to keep them. */
export async function countDeadLetters(bucket: R2Bucket | undefined) {
  if (!bucket) return null;
  let count = 0;
  await eachDeadLetter(bucket, async () => {
    count += 1;
  });
  return count;
}
