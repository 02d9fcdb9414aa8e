import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, jsonError } from "~/lib/http.server";
import { consentChoiceSchema, preferencesForChoice } from "~/schemas/consent";
import { applyConsentChoice, readConsent } from "~/services/consent.server";

/** GET: the visitor's current consent ({ consent: null } when none or expired). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const consent = await readConsent(request, context.env.SESSION_SECRET);
  return json({ consent }, { headers: { "Cache-Control": "no-store" } });
}

/** POST { intent: "accept-all" | "reject-all" | "save", analytics?, marketing?, functional? } → { consent }. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", {});
  if (!request.headers.get("Content-Type")?.includes("application/json")) {
    return jsonError(415, "Send the choice as JSON (Content-Type: application/json)");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonError(400, "The request body is not valid JSON");
  }
  const parsed = consentChoiceSchema.safeParse(body);
  if (!parsed.success) {
    return jsonError(400, 'intent must be "accept-all", "reject-all" or "save"', {
      errors: parsed.error.flatten().fieldErrors,
    });
  }
  const { record, setCookies } = await applyConsentChoice(
    request,
    { secret: context.env.SESSION_SECRET, db: () => context.db() },
    preferencesForChoice(parsed.data),
  );
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return json({ consent: record }, { headers });
}
