import { eq } from "drizzle-orm";
import { createUserSchema } from "~/schemas/user";
import type { Database } from "~db/client";
import { users, type UserRole } from "~db/schema";
import { liftAccountLocks } from "./lockout.server";
import { hashPassword } from "./password.server";

interface AdminAccountInput {
  email: string;
  password: string;
  role?: UserRole;
}

/**
 * Creates the admin, or resets the password and role of an existing one with that e-mail, and
 * lifts the account's sign-in locks: an operator's reset is how a locked-out owner gets back in.
 * The password policy applies; a policy failure throws with every message.
 */
export async function upsertAdminAccount(
  db: Database,
  { email, password, role = "super_admin" }: AdminAccountInput,
) {
  const normalizedEmail = email.trim().toLowerCase();
  const input = createUserSchema.parse({
    username: normalizedEmail,
    email: normalizedEmail,
    password,
    isAdmin: true,
    role,
  });
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      password: passwordHash,
      isAdmin: true,
      role: input.role,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { password: passwordHash, isAdmin: true, role: input.role, updatedAt: new Date() },
    })
    .returning({ id: users.id, email: users.email, role: users.role });
  await liftAccountLocks(db, input.email);
  return user;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return user;
}
