/**
 * Guards for every admin screen and admin API route. Each throws a Response the route lets
 * through (redirect, 401, 403), so a route only calls one line:
 *
 * Screens (cookie session):
 * - `requireAdminUser(request, context)` → `{ id, email, role, sessionId }` of the signed-in
 *   admin; signed out (or idle 30 min, or past 8 h) → redirect to /admin/login?redirectTo=<here>.
 *   Call it in EVERY admin loader and action: a parent layout's loader does not protect its
 *   children's loaders, which run in parallel with it.
 * - `requireSuperAdmin(request, context)` → as above, else throws 403 with
 *   `{ reason: "super_admin" }`; the admin layout's ErrorBoundary shows "Access Denied" /
 *   "Super admin privileges required" and sends the user back to the dashboard.
 *   The same check for services: `requireRole(actor, "super_admin")` (./roles.server.ts).
 * - `requireCsrf(request, context, formData)` → for every admin form action: the form must carry
 *   the session's CSRF token in the field "csrf" (render `<CsrfInput />` from
 *   ~/components/admin/csrf-input inside the form; the token comes from the admin layout's
 *   loader, `adminLayoutData`). Invalid → 403 `{ reason: "csrf" }`, audited. Returns the user.
 *
 * Admin API (/api/v1/admin/*):
 * - `requireApiAuth(request, context, { permission })` → an `ApiPrincipal`: a Bearer access token
 *   (a signed-in admin, every permission) or an `X-API-Key` that has `permission`
 *   ("read" | "write" | "delete"). None or invalid → 401 `{ message }`; a key without the
 *   permission → 403 `{ message }`.
 * - `requireApiCsrf(request, context, principal)` → for writes: a Bearer session must send its
 *   token (GET /api/v1/admin/auth/csrf) as `X-CSRF-Token`, else 403 `{ message }`, audited.
 *   API keys are exempt: browsers never attach them by themselves, so there is nothing to forge.
 * - `requireApiSuperAdmin(request, context, { permission })` → the principal of a Bearer token of
 *   a super admin; any other admin, and every API key, gets 403
 *   `{ message: "Super admin privileges required" }`.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/json-response";
import { writeAudit } from "~/services/audit/write.server";
import { CSRF_FAILURE_MESSAGE } from "./api-guard.server";
import { CSRF_FIELD, csrfTokenFor, isValidCsrfToken } from "./csrf.server";
import { requestMeta } from "./request-meta.server";
import { requireRole } from "./roles.server";
import { clearedSessionCookieHeader, readSessionToken } from "./session-cookie.server";
import type { AdminUser } from "./session.server";
import { currentWebSession } from "./web-session.server";

export type { AdminUser };
export type SignedInAdmin = AdminUser & { sessionId: number };

export const LOGIN_PATH = "/admin/login";
export const DASHBOARD_PATH = "/admin/dashboard";

/** The signed-in admin, or null (for pages such as the sign-in screen that work either way). */
export async function getAdminUser(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInAdmin | null> {
  const session = await currentWebSession(request, context);
  return session ? { ...session.user, sessionId: session.sessionId } : null;
}

function loginPathFor(request: Request) {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  return here === DASHBOARD_PATH || here === "/admin"
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: here })}`;
}

export async function requireAdminUser(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInAdmin> {
  const user = await getAdminUser(request, context);
  if (user) return user;
  const hadCookie = (await readSessionToken(request, context.env.SESSION_SECRET)) !== null;
  throw redirect(loginPathFor(request), {
    headers: hadCookie
      ? { "Set-Cookie": await clearedSessionCookieHeader(request, context.env.SESSION_SECRET) }
      : undefined,
  });
}

export async function requireSuperAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInAdmin> {
  const user = await requireAdminUser(request, context);
  requireRole(user, "super_admin");
  return user;
}

export async function requireCsrf(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
): Promise<SignedInAdmin> {
  const user = await requireAdminUser(request, context);
  const db = await context.db();
  if (!(await isValidCsrfToken(db, user.sessionId, formData.get(CSRF_FIELD)))) {
    await writeAudit(db, requestMeta(request, context), {
      action: "auth.csrf.failure",
      userId: user.id,
      resource: new URL(request.url).pathname,
      metadata: { via: "form" },
    });
    throw jsonError(403, CSRF_FAILURE_MESSAGE, { reason: "csrf" });
  }
  return user;
}

/** For the admin layout's loader: who is signed in, and the CSRF token its forms carry. */
export async function adminLayoutData(request: Request, context: AppLoadContext) {
  const user = await requireAdminUser(request, context);
  const csrfToken = await csrfTokenFor(await context.db(), user.sessionId);
  return { user: { id: user.id, email: user.email, role: user.role }, csrfToken };
}

export {
  bearerToken,
  requireApiAuth,
  requireApiCsrf,
  requireApiSuperAdmin,
} from "./api-guard.server";
