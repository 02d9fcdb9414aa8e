import { z } from "zod";
import { contactValidationMessages as messages, projectTypes } from "~/content/contact";
import { isHeaderSafe } from "~/lib/mail-text";
import { text } from "./text";

/** Names go into mail subjects and greetings: a line break there could start a header of its own. */
const ONE_LINE_MESSAGE = "Please keep this on one line, without special control characters";

const projectTypeValues = projectTypes.map((type) => type.value) as [
  (typeof projectTypes)[number]["value"],
  ...(typeof projectTypes)[number]["value"][],
];

const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  messageMin: 10,
  message: 5000,
} as const;

/** Blank optional fields (an empty input, or `""` / `null` from an API client) mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const requiredText = (message: string, max: number, tooLong: string) =>
  text({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    .refine(isHeaderSafe, ONE_LINE_MESSAGE);

/**
 * An enquiry from the contact form or POST /api/v1/contact: its fields and their messages,
 * shared by Conform in the browser and by the server.
 */
export const contactSchema = z.object({
  firstName: requiredText(
    messages.firstName,
    CONTACT_LIMITS.name,
    `First name must be at most ${CONTACT_LIMITS.name} characters`,
  ),
  lastName: requiredText(
    messages.lastName,
    CONTACT_LIMITS.name,
    `Last name must be at most ${CONTACT_LIMITS.name} characters`,
  ),
  email: text({ required_error: messages.email, invalid_type_error: messages.email })
    .trim()
    .max(CONTACT_LIMITS.email, messages.email)
    .email(messages.email),
  company: z.preprocess(
    blankToUndefined,
    text({ invalid_type_error: "Company must be text" })
      .trim()
      .max(CONTACT_LIMITS.company, `Company must be at most ${CONTACT_LIMITS.company} characters`)
      .refine(isHeaderSafe, ONE_LINE_MESSAGE)
      .optional(),
  ),
  projectType: z.preprocess(
    blankToUndefined,
    z
      .enum(projectTypeValues, {
        errorMap: () => ({ message: "Please choose one of the listed project types" }),
      })
      .optional(),
  ),
  message: text({ required_error: messages.message, invalid_type_error: messages.message })
    .trim()
    .min(CONTACT_LIMITS.messageMin, messages.message)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});

export type ContactInput = z.infer<typeof contactSchema>;
