import { text } from "./text";

const PASSWORD_MIN_LENGTH = 12;
const COMMON_FRAGMENTS = ["password123", "admin123", "qwerty123", "12345678"];

/** The password policy, applied wherever a password is set. */
export const passwordSchema = text({ required_error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number")
  .regex(/[^A-Za-z0-9]/, "Password must contain at least one special character")
  .refine(
    (value) => !COMMON_FRAGMENTS.some((fragment) => value.toLowerCase().includes(fragment)),
    "Password is too common or weak",
  );
