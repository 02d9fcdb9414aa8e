/**
 * The admin API's guards (documented in guard.server.ts, which re-exports them). Kept apart
 * from the screens' guards so they need nothing from Remix but the load context's shape.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/json-response";
import { writeAudit } from "~/services/audit/write.server";
import type { ApiKeyPermission } from "~db/schema";
import { authenticateApiKey } from "./api-keys.server";
import { authenticateAccessToken } from "./api-session.server";
import { CSRF_HEADER, isValidCsrfToken } from "./csrf.server";
import { requestMeta } from "./request-meta.server";
import { requireRole } from "./roles.server";
import type { AdminUser } from "./session.server";

export const CSRF_FAILURE_MESSAGE = "Invalid or missing CSRF token";

type ApiContext = Pick<AppLoadContext, "env" | "db" | "requestId">;

export type ApiPrincipal =
  | { via: "token"; user: AdminUser; sessionId: number; apiKey: null }
  | {
      via: "api_key";
      user: null;
      sessionId: null;
      apiKey: { id: number; name: string; permissions: ApiKeyPermission[] };
    };

/** The Bearer token of a request, for the auth endpoints that need the token itself (logout). */
export function bearerToken(request: Request) {
  const header = request.headers.get("Authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export async function requireApiAuth(
  request: Request,
  context: ApiContext,
  { permission }: { permission: ApiKeyPermission },
): Promise<ApiPrincipal> {
  const token = bearerToken(request);
  const apiKey = request.headers.get("X-API-Key");
  if (token) {
    const session = await authenticateAccessToken(
      await context.db(),
      token,
      context.env.JWT_SECRET,
    );
    if (!session) throw jsonError(401, "Invalid or expired token");
    return { via: "token", user: session.user, sessionId: session.sessionId, apiKey: null };
  }
  if (apiKey) {
    const key = await authenticateApiKey(await context.db(), apiKey);
    if (!key) throw jsonError(401, "Invalid API key");
    if (!key.permissions.includes(permission))
      throw jsonError(403, `This API key lacks the "${permission}" permission`);
    return { via: "api_key", user: null, sessionId: null, apiKey: key };
  }
  throw jsonError(401, "Authentication required");
}

/** A super admin's Bearer token; other admins and API keys get 403 (an API key is nobody's role). */
export async function requireApiSuperAdmin(
  request: Request,
  context: ApiContext,
  { permission }: { permission: ApiKeyPermission },
) {
  const principal = await requireApiAuth(request, context, { permission });
  requireRole(principal.user, "super_admin");
  return principal as Extract<ApiPrincipal, { via: "token" }>;
}

export async function requireApiCsrf(
  request: Request,
  context: ApiContext,
  principal: ApiPrincipal,
) {
  if (principal.via === "api_key") return;
  const db = await context.db();
  if (!(await isValidCsrfToken(db, principal.sessionId, request.headers.get(CSRF_HEADER)))) {
    await writeAudit(db, requestMeta(request, context), {
      action: "auth.csrf.failure",
      userId: principal.user.id,
      resource: new URL(request.url).pathname,
      metadata: { via: "api" },
    });
    throw jsonError(403, CSRF_FAILURE_MESSAGE);
  }
}

/** Who acts behind an API call, for the audit log: the admin behind a token, or the API key. */
export function apiActor(principal: ApiPrincipal) {
  return principal.via === "token"
    ? { userId: principal.user.id, via: { via: "api" } }
    : { userId: null, via: { via: "api_key", apiKeyId: principal.apiKey.id } };
}
