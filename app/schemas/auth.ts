import { z } from "zod";
import { apiKeyPermissions } from "~db/api-key-permissions";
import { passwordSchema } from "./password";
import { text } from "./text";

const passwordRequired = text({ required_error: "Password is required" }).min(
  1,
  "Password is required",
);

/** The admin API's sign-in body (the server-side message is "Invalid email address"). */
export const loginSchema = z.object({
  email: text({ required_error: "Invalid email address" }).trim().email("Invalid email address"),
  password: passwordRequired,
});

/** The sign-in screen: the same rule, with the message the form shows. */
export const loginFormSchema = z.object({
  email: text({ required_error: "Please enter a valid email address" })
    .trim()
    .email("Please enter a valid email address"),
  password: passwordRequired,
  redirectTo: text().optional(),
});

export const TWO_FACTOR_CODE_MESSAGE =
  "Enter the code from your authenticator app or a backup code";

const twoFactorCodeSchema = text({ required_error: TWO_FACTOR_CODE_MESSAGE })
  .trim()
  .min(6, TWO_FACTOR_CODE_MESSAGE)
  .max(20, TWO_FACTOR_CODE_MESSAGE);

export const twoFactorLoginFormSchema = z.object({
  challenge: text().min(1),
  code: twoFactorCodeSchema,
  redirectTo: text().optional(),
});

export const twoFactorLoginSchema = z.object({
  challengeToken: text({ required_error: "challengeToken is required" }).min(
    1,
    "challengeToken is required",
  ),
  code: twoFactorCodeSchema,
});

export const refreshSchema = z.object({
  refreshToken: text({ required_error: "refreshToken is required" }).min(
    1,
    "refreshToken is required",
  ),
});

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";

const currentPasswordRequired = text({ required_error: CURRENT_PASSWORD_REQUIRED }).min(
  1,
  CURRENT_PASSWORD_REQUIRED,
);

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordRequired,
    newPassword: passwordSchema,
    confirmPassword: text({ required_error: "Please confirm the new password" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema });

export const twoFactorDisableSchema = z.object({ currentPassword: currentPasswordRequired });

/** Replacing the authenticator while two-factor is on: the password and a code of the current one. */
export const twoFactorReenrolSchema = z.object({
  currentPassword: currentPasswordRequired,
  code: twoFactorCodeSchema,
});

/** API key: name required; permissions from read, write, delete, read by default. */
export const apiKeyCreateSchema = z.object({
  name: text({ required_error: "Name is required" }).trim().min(1, "Name is required").max(100),
  permissions: z.array(z.enum(apiKeyPermissions)).default(["read"]),
});

export type ApiKeyInput = z.infer<typeof apiKeyCreateSchema>;

/** An API key as Settings and the API keys endpoints show it; `owner` null: made before makers were recorded. */
export interface ApiKeyView {
  id: number;
  name: string;
  prefix: string;
  permissions: (typeof apiKeyPermissions)[number][];
  active: boolean;
  lastUsed: string | null;
  createdAt: string;
  owner: string | null;
}
