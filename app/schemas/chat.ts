import { z } from "zod";
import { text } from "./text";

const CHAT_MESSAGE_MAX_LENGTH = 2000;
const chatIntents = ["general", "schedule"] as const;
export type ChatIntent = (typeof chatIntents)[number];

/** What the chat widget (or any API client) posts to /api/v1/chat. */
export const chatRequestSchema = z.object({
  message: text({ required_error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  sessionId: text({ required_error: "sessionId is required" }).uuid("sessionId must be a UUID"),
  intent: z
    .enum(chatIntents, { message: 'intent must be "general" or "schedule"' })
    .default("general"),
  /** The page the visitor is chatting from. */
  url: text().url().max(2048).optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
