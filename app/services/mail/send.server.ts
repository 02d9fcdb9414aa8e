/**
 * Where every message leaves from (docs/decisions/0030-mail-through-a-queue.md): rendered and
 * addressed here, put on the mail queue, sent by its consumer (./delivery.server.ts). The request
 * that caused a message never waits for the mail service and never fails because of it.
 */
import type { AppEnv } from "~/platform/env.server";
import { logEvent } from "~/platform/request-log.server";
import { queuedMailSchema, type QueuedMail } from "~/schemas/mail";
import { renderMail, type MailContent } from "./render.server";

export interface OutgoingMail {
  /**
   * Names the event, e.g. `enquiry-notice:42:ann@example.com`: a second message with the same
   * key is never sent, however often the event is retried or redelivered.
   */
  key: string;
  kind: string;
  to: string;
  replyTo?: string;
  content: MailContent;
}

/** The queue message for a mail: rendered, and checked as the consumer will check it. */
export function queuedMail(mail: OutgoingMail, origin: string) {
  const { subject, text, html } = renderMail(mail.content, origin);
  return queuedMailSchema.safeParse({
    key: mail.key,
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.replyTo,
    subject,
    text,
    html,
  });
}

/**
 * Puts a message on the mail queue. False (and an error in the log, never an exception) when it
 * is not a message that may be sent, or there is no queue or it refused: the caller's own work
 * has succeeded and stays so.
 */
export async function sendMail(
  env: Pick<AppEnv, "MAIL_QUEUE">,
  mail: OutgoingMail,
  origin: string,
): Promise<boolean> {
  const parsed = queuedMail(mail, origin);
  if (!parsed.success) {
    logEvent("error", "mail: refused an unsendable message", {
      kind: mail.kind,
      fields: parsed.error.issues.map((issue) => issue.path.join(".")),
    });
    return false;
  }
  return queueMail(env, parsed.data);
}

async function queueMail(env: Pick<AppEnv, "MAIL_QUEUE">, message: QueuedMail) {
  if (!env.MAIL_QUEUE) {
    logEvent("error", "mail: no MAIL_QUEUE bound, message not sent", { kind: message.kind });
    return false;
  }
  try {
    await env.MAIL_QUEUE.send(message, { contentType: "json" });
    return true;
  } catch (error) {
    logEvent("error", "mail: the queue refused a message", {
      kind: message.kind,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
