import { z } from "zod";
import { userRoles } from "../../db/schema";
import { passwordSchema } from "./password";

export const createUserSchema = z.object({
  username: z.string().min(3, "Username must be at least 3 characters"),
  email: z.string().email("Invalid email address"),
  password: passwordSchema,
  isAdmin: z.boolean().default(false),
  role: z.enum(userRoles).default("user"),
});

export type CreateUserInput = z.input<typeof createUserSchema>;
