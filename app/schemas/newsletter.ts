import { z } from "zod";
import { text } from "./text";

export const newsletterSchema = z.object({
  email: text({ required_error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .email("Please enter a valid email address"),
});

/** What the sign-up answers the enhanced form (a fetcher) with. */
export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string };
