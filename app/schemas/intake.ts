/**
 * Messages of the intake queue: what a visitor submitted while Postgres was away, as it will be
 * stored. The consumer checks each one again, since a queue gives back whatever was put in.
 */
import { z } from "zod";
import { verificationStatuses } from "~db/schema";
import { leadAttributionSchema } from "./analytics";
import { contactSchema } from "./contact";
import { newsletterSchema } from "./newsletter";

/** An enquiry as it is stored: the fields, how the sender was checked, its idempotency key. */
const enquirySchema = z.object({
  input: contactSchema,
  verification: z.enum(verificationStatuses),
  recaptchaScore: z.number().min(0).max(1).nullable(),
  ipHash: z.string().min(1).max(200),
  intakeKey: z.string().min(1).max(200),
  /** When the visitor sent it (ISO 8601): the enquiry is dated then, not when it was stored. */
  receivedAt: z.string().datetime(),
  /** The sender's cookie-consent id, if they had made a choice (absent in older messages). */
  consentId: z.string().uuid().nullable().default(null),
  /** Where the sender came from; null without analytics consent (and in messages queued before it was kept). */
  attribution: leadAttributionSchema.nullable().default(null),
  /** The site's origin it was sent to, for the links in its mail (absent in older messages). */
  origin: z.string().url().max(200).optional(),
});

export type Enquiry = z.infer<typeof enquirySchema>;

export const intakeMessageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("contact"), enquiry: enquirySchema }),
  z.object({ kind: z.literal("newsletter"), email: newsletterSchema.shape.email }),
]);

export type IntakeMessage = z.infer<typeof intakeMessageSchema>;
