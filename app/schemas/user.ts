import { z } from "zod";
import { userRoles } from "~db/schema";
import { passwordSchema } from "./password";
import { text } from "./text";

export const createUserSchema = z.object({
  username: text().min(3, "Username must be at least 3 characters"),
  email: text().email("Invalid email address"),
  password: passwordSchema,
  isAdmin: z.boolean().default(false),
  role: z.enum(userRoles).default("user"),
});
