import { z } from "zod";
import { parseEmailAddress } from "~/lib/email-address";
import { text } from "./text";

const DATA_SUBJECT_EMAIL_MESSAGE = "Enter the person's email address";

/**
 * The person a data-subject request is about, by e-mail. Matched exactly and in any case, so it
 * only needs to look like an address; it is parsed here once (trimmed, domain in lower case).
 */
export const dataSubjectQuerySchema = z.object({
  email: text({
    required_error: DATA_SUBJECT_EMAIL_MESSAGE,
    invalid_type_error: DATA_SUBJECT_EMAIL_MESSAGE,
  })
    .trim()
    .max(254, "An email address has at most 254 characters")
    .regex(/^[^\s@]+@[^\s@]+$/, DATA_SUBJECT_EMAIL_MESSAGE)
    .transform(parseEmailAddress),
});

/** The erasure form: the address, and the box that confirms it. */
export const dataSubjectErasureSchema = dataSubjectQuerySchema.extend({
  confirm: z.literal("yes", {
    errorMap: () => ({ message: "Tick the box to confirm the erasure" }),
  }),
});
