/** Shapes of the team screen and the users API: invitations, role and status changes. */
import { z } from "zod";
import { userRoles, userStatuses } from "~db/schema";
import { passwordSchema } from "./password";
import { text } from "./text";

const roleSchema = z.enum(userRoles, {
  errorMap: () => ({ message: "Role must be user, admin or super_admin" }),
});

const statusSchema = z.enum(userStatuses, {
  errorMap: () => ({ message: 'Status must be "active" or "suspended"' }),
});

/** An invitation opens the portal, so it is for one of the admin roles. */
const invitedRoleSchema = z.enum(["admin", "super_admin"], {
  errorMap: () => ({ message: "Role must be admin or super_admin" }),
});

export const invitationSchema = z.object({
  email: text({ required_error: "Invalid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Invalid email address")
    .email("Invalid email address"),
  role: invitedRoleSchema,
});

export const userChangeSchema = z
  .object({ role: roleSchema.optional(), status: statusSchema.optional() })
  .strict()
  .refine((change) => change.role !== undefined || change.status !== undefined, {
    message: "Send a role or a status to change",
  });

/** The invitee's new password, typed twice. */
export const acceptInvitationSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: text({ required_error: "Please confirm the password" }),
    setUpTwoFactor: z.preprocess((value) => value === "on" || value === true, z.boolean()),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** A user as the team screen and the users API show them. */
export interface TeamMember {
  id: string;
  email: string;
  role: (typeof userRoles)[number];
  status: (typeof userStatuses)[number];
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

export interface PendingInvitation {
  id: number;
  email: string;
  role: (typeof userRoles)[number];
  expiresAt: string;
}

/**
 * A user id as the rest of the code may use it: a uuid in Postgres's own spelling (lower case).
 * Postgres reads `uuid` in any case, so an id compared as the client typed it ("is this me?")
 * could name the same user under another spelling; ids are parsed here, once, where they
 * arrive, and the services take only this type.
 */
export const INVALID_USER_ID_MESSAGE = "The user id must be a UUID";

export const userIdSchema = z
  .string()
  .uuid(INVALID_USER_ID_MESSAGE)
  .transform((id) => id.toLowerCase())
  .brand<"UserId">();

export type UserId = z.infer<typeof userIdSchema>;

/** A user id from a URL or a form, canonical; null when it is not a uuid. */
export function parseUserId(value: unknown): UserId | null {
  const parsed = userIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
