import { randomId } from "./random-id";

const CHAT_SESSION_KEY = "chat-session-id";

/** One chat session id per visit (this tab's session storage), sent with every message. */
export function chatSessionId() {
  try {
    const existing = sessionStorage.getItem(CHAT_SESSION_KEY);
    if (existing) return existing;
    const created = randomId();
    sessionStorage.setItem(CHAT_SESSION_KEY, created);
    return created;
  } catch {
    return randomId();
  }
}
