/**
 * The intake queue's dead letters: the messages Postgres never took, kept in R2 under intake/
 * for an operator (docs/operations.md, "Dead letters"), counted for the dashboard and the health
 * check, and found or erased by a data-subject request.
 */
import { mentionsEmail } from "~/lib/email-mentions";
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";

const DEAD_LETTER_PREFIX = "intake/";

/** Keeps a message in R2 for an operator, with why and after how many attempts. */
export async function keepDeadLetter(env: AppEnv, message: Message<unknown>, reason: string) {
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
  await eachDeadLetter(bucket, async (object) => {
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

/** How many intake messages wait for an operator; null when there is nowhere to keep them. */
export async function countDeadLetters(bucket: R2Bucket | undefined) {
  if (!bucket) return null;
  let count = 0;
  await eachDeadLetter(bucket, async () => {
    count += 1;
  });
  return count;
}
