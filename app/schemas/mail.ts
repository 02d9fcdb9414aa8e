import { z } from "zod";

// eslint-disable-next-line no-control-regex -- line breaks and other controls are what is refused
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/u;

/**
 * A message as the mail queue carries it, rendered and addressed, checked again by the
 * consumer: a subject with a line break never reaches a header, whoever put it on the queue.
 */
export const queuedMailSchema = z.object({
  /** Names the event the message is about: the same event never sends twice. */
  key: z.string().min(1).max(500),
  /** What kind of message, for the logs (never the address or the content). */
  kind: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z-]+$/),
  to: z.string().email().max(254).regex(ONE_LINE),
  replyTo: z.string().email().max(254).regex(ONE_LINE).optional(),
  subject: z.string().min(1).max(200).regex(ONE_LINE),
  text: z.string().min(1).max(100_000),
  html: z.string().min(1).max(200_000),
});

export type QueuedMail = z.infer<typeof queuedMailSchema>;
