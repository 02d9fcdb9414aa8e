import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fieldErrorsOf, readJsonBody } from "~/http/json-body.server";
import { preferencesForChoice } from "~/lib/consent-record";
import { json, jsonError } from "~/lib/json-response";
import { consentChoiceSchema } from "~/schemas/consent";
import {
  applyConsentChoice,
  CONSENT_RATE_LIMITED_MESSAGE,
  readConsent,
} from "~/services/consent/cookie-consent.server";

/** A choice is a few booleans; nothing legitimate comes near this. */
const MAX_CONSENT_BODY_BYTES = 1024;

/** GET: the visitor's current consent ({ consent: null } when none or expired). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const consent = await readConsent(request, context.env.SESSION_SECRET);
  return json({ consent }, { headers: { "Cache-Control": "no-store" } });
}

/** POST { intent: "accept-all" | "reject-all" | "save", analytics?, marketing?, functional? } → { consent }. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", {});
  const body = await readJsonBody(request, { maxBytes: MAX_CONSENT_BODY_BYTES });
  if (!body.ok) return body.response;
  const parsed = consentChoiceSchema.safeParse(body.data);
  if (!parsed.success) {
    return jsonError(400, 'intent must be "accept-all", "reject-all" or "save"', {
      errors: fieldErrorsOf(parsed.error),
    });
  }
  const applied = await applyConsentChoice(
    request,
    {
      secret: context.env.SESSION_SECRET,
      ipHashSalt: context.env.IP_HASH_SALT,
      db: () => context.db(),
    },
    preferencesForChoice(parsed.data),
  );
  if (applied.limited) {
    return json(
      { message: CONSENT_RATE_LIMITED_MESSAGE },
      { status: 429, headers: { "Retry-After": String(applied.retryAfterSeconds) } },
    );
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of applied.setCookies) headers.append("Set-Cookie", cookie);
  return json({ consent: applied.record }, { headers });
}
