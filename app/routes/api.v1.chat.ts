import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseJsonBody } from "~/http/json-body.server";
import { clientIp, hashIp } from "~/lib/client-ip.server";
import { json, jsonError } from "~/lib/json-response";
import { logEvent } from "~/platform/request-log.server";
import { chatRequestSchema } from "~/schemas/chat";
import { answerChat, ChatUnavailableError } from "~/services/chat/replies.server";

const MAX_BODY_BYTES = 16 * 1024;

export function loader() {
  return jsonError(405, "Method not allowed");
}

/** POST { message, sessionId, intent?, url? } → { response }. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const parsed = await parseJsonBody(request, chatRequestSchema, { maxBytes: MAX_BODY_BYTES });
  if (!parsed.ok) return parsed.response;

  try {
    const answer = await answerChat(parsed.data, {
      webhookUrl: context.env.CHAT_WEBHOOK_URL,
      db: () => context.db(),
      visitor: await hashIp(clientIp(request), context.env.IP_HASH_SALT),
      userAgent: request.headers.get("User-Agent") ?? "",
      pageUrl: parsed.data.url ?? request.headers.get("Referer") ?? "",
    });
    if (!answer.ok) {
      return json(
        { message: "You're sending messages too quickly. Please wait a moment and try again." },
        { status: 429, headers: { "Retry-After": String(answer.retryAfterSeconds) } },
      );
    }
    return json({ response: answer.response }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof ChatUnavailableError) {
      // The webhook's failure, not ours: one line saying why, no stack.
      logEvent("error", error.message, { requestId: context.requestId });
      return jsonError(502, "The chat assistant is unavailable right now. Please try again later.");
    }
    throw error;
  }
}
