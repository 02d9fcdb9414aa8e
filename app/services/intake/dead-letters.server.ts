/**
 * The queues' dead letters, kept in R2 for an operator (docs/operations.md, "Dead letters"):
 * under intake/ the enquiries and sign-ups Postgres never took, under mail/ the messages that
 * could not be sent. Counted for the dashboard and the health check, and found or erased by a
 * data-subject request (both kinds name the person's address).
 */
import { mentionsEmail } from "~/lib/email-mentions";
import type { AppEnv } from "~/platform/env.server";
import { MAX_RETRY_SECONDS } from "~/platform/queue-retry.server";
import { logEvent } from "~/platform/request-log.server";

export const INTAKE_DEAD_LETTERS = "intake/";
export const MAIL_DEAD_LETTERS = "mail/";
type DeadLetterPrefix = typeof INTAKE_DEAD_LETTERS | typeof MAIL_DEAD_LETTERS;
const EVERY_PREFIX: readonly DeadLetterPrefix[] = [INTAKE_DEAD_LETTERS, MAIL_DEAD_LETTERS];

/** Keeps a message in R2 for an operator, with why and after how many attempts. */
export async function keepDeadLetter(
  env: AppEnv,
  message: Message<unknown>,
  reason: string,
  prefix: DeadLetterPrefix = INTAKE_DEAD_LETTERS,
) {
  if (!env.DEAD_LETTERS) throw new Error("DEAD_LETTERS is not bound");
  const key = `${prefix}${message.timestamp.toISOString()}-${message.id}.json`;
  await env.DEAD_LETTERS.put(
    key,
    JSON.stringify({ reason, attempts: message.attempts, body: message.body }),
    { httpMetadata: { contentType: "application/json" } },
  );
  logEvent("error", "message kept as a dead letter", { key, reason });
}

/** A dead-letter queue's consumer: every message it gets is kept in R2, none dropped. */
export async function keepDeadLetterBatch(
  batch: MessageBatch<unknown>,
  env: AppEnv,
  reason: string,
  prefix: DeadLetterPrefix,
) {
  for (const message of batch.messages) {
    try {
      await keepDeadLetter(env, message, reason, prefix);
      message.ack();
    } catch (error) {
      logEvent("error", "a dead letter could not be kept, will retry", {
        prefix,
        error: error instanceof Error ? error.message : String(error),
      });
      message.retry({ delaySeconds: MAX_RETRY_SECONDS });
    }
  }
}

/** Lists the whole bucket, every queue's dead letters. */
const EVERY_QUEUE = "";

async function eachDeadLetter(
  bucket: R2Bucket,
  prefix: DeadLetterPrefix | typeof EVERY_QUEUE,
  visit: (object: R2Object) => Promise<void>,
) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    for (const object of page.objects) await visit(object);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** A dead letter as kept (JSON), or its text if someone put something else there. */
function readLetter(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function deadLetterKeysOf(bucket: R2Bucket, email: string) {
  const theirs: { key: string; letter: unknown }[] = [];
  for (const prefix of EVERY_PREFIX)
    await eachDeadLetter(bucket, prefix, async (object) => {
      const stored = await bucket.get(object.key);
      const text = stored ? await stored.text() : "";
      if (mentionsEmail(text, email)) theirs.push({ key: object.key, letter: readLetter(text) });
    });
  return theirs;
}

/**
 * The dead letters that mention the address (an enquiry or sign-up never stored is still
 * theirs), each with its key; none where no bucket is bound.
 */
export async function deadLettersOf(bucket: R2Bucket | undefined, email: string) {
  return bucket ? deadLetterKeysOf(bucket, email) : [];
}

/** Deletes the dead letters that mention the address; returns how many. */
export async function eraseDeadLettersOf(bucket: R2Bucket | undefined, email: string) {
  if (!bucket) return 0;
  const theirs = (await deadLetterKeysOf(bucket, email)).map(({ key }) => key);
  // R2 deletes at most 1000 keys per call.
  for (let start = 0; start < theirs.length; start += 1000)
    await bucket.delete(theirs.slice(start, start + 1000));
  return theirs.length;
}

/**
 * How many messages of each queue wait for an operator (one listing of the bucket); null when
 * there is nowhere to keep them.
 */
export async function countDeadLetters(bucket: R2Bucket | undefined) {
  if (!bucket) return null;
  const counts = { intake: 0, mail: 0 };
  await eachDeadLetter(bucket, EVERY_QUEUE, async ({ key }) => {
    if (key.startsWith(INTAKE_DEAD_LETTERS)) counts.intake += 1;
    else if (key.startsWith(MAIL_DEAD_LETTERS)) counts.mail += 1;
  });
  return counts;
}
