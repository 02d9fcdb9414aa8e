/**
 * The forms and API bodies of the mailed account links: asking for a password reset, setting
 * the new password, and using an unlock link.
 */
import { z } from "zod";
import { passwordSchema } from "./password";
import { text } from "./text";

/** What every request for a reset link is told, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that address, we have sent it a link to reset its password. The link works once, for 30 minutes.";

export const LINK_TOKEN_MESSAGE = "This link is not valid. Check that you copied all of it.";

/** A link's token as issued: 32 random bytes in base64url. */
export const linkTokenSchema = text({ required_error: LINK_TOKEN_MESSAGE }).regex(
  /^[A-Za-z0-9_-]{43}$/,
  LINK_TOKEN_MESSAGE,
);

const emailField = (message: string) => text({ required_error: message }).trim().email(message);

/** /admin/forgot-password's form. */
export const forgotPasswordFormSchema = z.object({
  email: emailField("Please enter a valid email address"),
});

/** POST /api/v1/admin/auth/forgot-password (the API's message, like sign-in's). */
export const forgotPasswordSchema = z.object({ email: emailField("Invalid email address") });

/** /admin/reset-password's form: the new password twice, and the link's token. */
export const resetPasswordFormSchema = z
  .object({
    token: linkTokenSchema,
    password: passwordSchema,
    confirmPassword: text({ required_error: "Please confirm the new password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** POST /api/v1/admin/auth/reset-password. */
export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: passwordSchema });

/** /admin/unlock's form: the button that uses the link. */
export const unlockFormSchema = z.object({ token: linkTokenSchema });
