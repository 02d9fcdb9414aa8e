/**
 * POST /api/v1/admin/auth/forgot-password `{ email }` → 202 `{ message }`, the same for every
 * address: a reset link is mailed only if it has an account (after the answer, so its timing
 * tells nothing). 400 for a malformed body, 429 `{ message, retryAfter }` for a client over
 * its limit.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { continueAfterAnswer } from "~/http/after-answer.server";
import { parseJsonBody } from "~/http/json-body.server";
import { json, jsonError, methodNotAllowed } from "~/lib/json-response";
import { siteOrigin } from "~/lib/site-origin";
import { forgotPasswordSchema, RESET_REQUESTED_MESSAGE } from "~/schemas/account-links";
import { requestPasswordReset, tooManyResetsMessage } from "~/services/auth/password-reset.server";
import { requestMeta } from "~/services/auth/request-meta.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await parseJsonBody(request, forgotPasswordSchema);
  if (!body.ok) return body.response;
  const requested = await requestPasswordReset(
    await context.db(),
    context.env,
    { email: body.data.email, origin: siteOrigin(request, context.env.SITE_URL) },
    requestMeta(request, context),
  );
  if (requested.status === "limited") {
    const { retryAfterSeconds } = requested;
    const response = jsonError(429, tooManyResetsMessage(retryAfterSeconds), {
      retryAfter: retryAfterSeconds,
    });
    response.headers.set("Retry-After", String(retryAfterSeconds));
    return response;
  }
  continueAfterAnswer(context, requested.mailing);
  return json({ message: RESET_REQUESTED_MESSAGE }, { status: 202 });
}
