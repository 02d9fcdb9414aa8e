/**
 * The mail queue's consumers. Each message is sent once through the EMAIL binding: its key is
 * claimed in Postgres before sending and marked sent after, so a redelivered or retried message
 * whose key was sent is acknowledged without sending again. A failure (the binding refused, a
 * limit, Postgres away) is retried with a growing delay; after the queue's last retry the
 * message moves to the dead-letter queue, whose consumer keeps it in R2 under mail/ for the
 * dashboard to count.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { sha256 } from "~/lib/tokens.server";
import { createRequestDatabase, type Database } from "~/platform/db.server";
import type { AppEnv } from "~/platform/env.server";
import { retryDelaySeconds } from "~/platform/queue-retry.server";
import { logEvent } from "~/platform/request-log.server";
import { queuedMailSchema, type QueuedMail } from "~/schemas/mail";
import { keepDeadLetter, MAIL_DEAD_LETTERS } from "~/services/intake/dead-letters.server";
import { mailDeliveries } from "~db/schema";

/** How long one delivery may hold a key before another may take it over (a dead consumer). */
const CLAIM_SECONDS = 120;

type Claim = "claimed" | "sent" | "busy";

/** Takes the key for this delivery, unless it was sent or another delivery holds it now. */
async function claimKey(db: Database, keyHash: string): Promise<Claim> {
  const claimedUntil = sql`now() + make_interval(secs => ${CLAIM_SECONDS})`;
  const [claimed] = await db
    .insert(mailDeliveries)
    .values({ keyHash, claimedUntil })
    .onConflictDoUpdate({
      target: mailDeliveries.keyHash,
      set: { claimedUntil },
      setWhere: and(
        isNull(mailDeliveries.sentAt),
        or(isNull(mailDeliveries.claimedUntil), lt(mailDeliveries.claimedUntil, sql`now()`)),
      ),
    })
    .returning({ keyHash: mailDeliveries.keyHash });
  if (claimed) return "claimed";
  const [row] = await db
    .select({ sentAt: mailDeliveries.sentAt })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.keyHash, keyHash));
  return row?.sentAt ? "sent" : "busy";
}

class KeyBusy extends Error {
  constructor() {
    super("another delivery of this message is sending it");
  }
}

async function sendThroughBinding(env: AppEnv, mail: QueuedMail) {
  if (!env.EMAIL) throw new Error("EMAIL is not bound");
  await env.EMAIL.send({
    from: { email: env.MAIL_FROM, name: site.name },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
}

/** Sends the message unless its key was sent; "duplicate" when it was. */
export async function deliverMail(db: Database, env: AppEnv, mail: QueuedMail) {
  const keyHash = sha256(mail.key);
  const claim = await claimKey(db, keyHash);
  if (claim === "sent") return "duplicate" as const;
  if (claim === "busy") throw new KeyBusy();
  try {
    await sendThroughBinding(env, mail);
  } catch (error) {
    // Free the key at once, so the retry need not wait for the claim to run out.
    await db
      .update(mailDeliveries)
      .set({ claimedUntil: null })
      .where(and(eq(mailDeliveries.keyHash, keyHash), isNull(mailDeliveries.sentAt)))
      .catch(() => undefined);
    throw error;
  }
  await db
    .update(mailDeliveries)
    .set({ sentAt: sql`now()`, claimedUntil: null })
    .where(eq(mailDeliveries.keyHash, keyHash));
  return "sent" as const;
}

/** Sends a batch of the mail queue; what fails is retried later, with a growing delay. */
export async function deliverMailBatch(batch: MessageBatch<unknown>, env: AppEnv) {
  const database = createRequestDatabase(env);
  try {
    for (const message of batch.messages) {
      const parsed = queuedMailSchema.safeParse(message.body);
      if (!parsed.success) {
        // Retrying cannot mend it: keep it for an operator at once.
        await keepDeadLetter(env, message, "not a mail message", MAIL_DEAD_LETTERS);
        message.ack();
        continue;
      }
      try {
        const outcome = await deliverMail(await database.get(), env, parsed.data);
        logEvent("info", `mail: ${outcome}`, { kind: parsed.data.kind });
        message.ack();
      } catch (error) {
        const delaySeconds = retryDelaySeconds(message.attempts);
        logEvent(error instanceof KeyBusy ? "warn" : "error", "mail: not sent, will retry", {
          kind: parsed.data.kind,
          attempts: message.attempts,
          delaySeconds,
          error: error instanceof Error ? error.message : String(error),
        });
        message.retry({ delaySeconds });
      }
    }
  } finally {
    await database.close();
  }
}
