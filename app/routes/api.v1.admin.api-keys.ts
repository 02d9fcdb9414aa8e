/**
 * GET /api/v1/admin/api-keys → `{ apiKeys: [{ id, name, prefix, permissions, active, lastUsed,
 * createdAt, owner }] }` (`owner` null: made before makers were recorded).
 * POST `{ name, permissions? }` → 201 `{ apiKey, key }`: the key is shown this once.
 * A super admin's Bearer token (writes with X-CSRF-Token); anyone else gets 403.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { parseJsonBody } from "~/http/json-body.server";
import { teamApiCall } from "~/http/team-api.server";
import { methodNotAllowed } from "~/lib/json-response";
import { siteOrigin } from "~/lib/site-origin";
import { apiKeyCreateSchema } from "~/schemas/auth";
import { createApiKey, listApiKeys } from "~/services/auth/api-keys.server";
import { mailSecurityNotice } from "~/services/mail/security-notice.server";

const ALLOW = "GET, POST";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { actor, db } = await teamApiCall(request, context, { write: false });
  return noStoreJson({ apiKeys: await listApiKeys(db, actor) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(ALLOW);
  const { actor, db, meta } = await teamApiCall(request, context, { write: true });
  const body = await parseJsonBody(request, apiKeyCreateSchema, { maxBytes: 4 * 1024 });
  if (!body.ok) return body.response;
  const { key, apiKey } = await createApiKey(db, actor, body.data, meta);
  const notice = { to: actor.email, event: "api-key-made", detail: apiKey.name } as const;
  await mailSecurityNotice(context.env, notice, siteOrigin(request, context.env.SITE_URL));
  return noStoreJson({ apiKey, key }, 201);
}
