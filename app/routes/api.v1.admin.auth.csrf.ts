/** GET /api/v1/admin/auth/csrf (Bearer) → `{ csrfToken }`, to send as X-CSRF-Token on admin API writes. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, jsonError, NO_STORE } from "~/lib/json-response";
import { csrfTokenFor } from "~/services/auth/csrf.server";
import { requireApiAuth } from "~/services/auth/guard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const principal = await requireApiAuth(request, context, { permission: "read" });
  if (principal.via !== "token")
    return jsonError(400, "CSRF tokens belong to signed-in sessions; API keys need none.");
  return json(
    { csrfToken: await csrfTokenFor(await context.db(), principal.sessionId) },
    { headers: NO_STORE },
  );
}
