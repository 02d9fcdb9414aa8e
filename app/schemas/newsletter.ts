import { z } from "zod";

export const newsletterSchema = z.object({
  email: z
    .string({ required_error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .email("Please enter a valid email address"),
});
