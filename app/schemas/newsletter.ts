import { z } from "zod";
import { text } from "./text";

export const newsletterSchema = z.object({
  email: text({ required_error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .email("Please enter a valid email address"),
});
