import { z } from "zod";
import { text } from "./text";

const DATA_SUBJECT_EMAIL_MESSAGE = "Enter the person's email address";

/**
 * The person a data-subject request is about, by e-mail. Matched exactly and in any case, so it
 * only needs to look like an address; lower case is how it is compared and hashed.
 */
export const dataSubjectQuerySchema = z.object({
  email: text({
    required_error: DATA_SUBJECT_EMAIL_MESSAGE,
    invalid_type_error: DATA_SUBJECT_EMAIL_MESSAGE,
  })
    .trim()
    .max(254, "An email address has at most 254 characters")
    .regex(/^[^\s@]+@[^\s@]+$/, DATA_SUBJECT_EMAIL_MESSAGE)
    .transform((email) => email.toLowerCase()),
});

/** The erasure form: the address, and the box that confirms it. */
export const dataSubjectErasureSchema = dataSubjectQuerySchema.extend({
  confirm: z.literal("yes", {
    errorMap: () => ({ message: "Tick the box to confirm the erasure" }),
  }),
});
