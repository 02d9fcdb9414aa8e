/** What the super-admin API routes (users, API keys) share: the super admin behind the call, and answers to team changes. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { jsonError } from "~/lib/json-response";
import { siteOrigin } from "~/lib/site-origin";
import { INVALID_USER_ID_MESSAGE, parseUserId, type UserId } from "~/schemas/team";
import { requireApiCsrf, requireApiSuperAdmin } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { mailSecurityNotice } from "~/services/mail/security-notice.server";
import { USER_NOT_FOUND_MESSAGE, type TeamChangeResult } from "~/services/team/members.server";
import { noStoreJson } from "./admin-api.server";

/** The signed-in super admin of a users API call; writes also need the session's CSRF token. */
export async function teamApiCall(
  request: Request,
  context: AppLoadContext,
  { write }: { write: boolean },
) {
  const principal = await requireApiSuperAdmin(request, context, {
    permission: write ? "write" : "read",
  });
  if (write) await requireApiCsrf(request, context, principal);
  return {
    actor: principal.user,
    db: await context.db(),
    meta: requestMeta(request, context),
  };
}

/**
 * The user id of a `/users/{id}` URL, canonical (any spelling of a uuid names one user), or the
 * 400 to answer: an id that is not a uuid names nobody and is malformed, not unknown.
 */
export function userIdFrom(value: string | undefined): UserId | Response {
  return parseUserId(value) ?? jsonError(400, INVALID_USER_ID_MESSAGE);
}

export function userNotFound() {
  return jsonError(404, USER_NOT_FOUND_MESSAGE);
}

export function teamChangeResponse(result: TeamChangeResult) {
  if (result.status === "not-found") return userNotFound();
  if (result.status === "refused") return jsonError(409, result.message);
  return noStoreJson({ user: result.user });
}

/** Tells a member that a super admin reset their two-factor sign-in (the screen and the API). */
export function noticeTwoFactorReset(context: AppLoadContext, request: Request, to: string) {
  const notice = { to, event: "two-factor-reset" } as const;
  return mailSecurityNotice(context.env, notice, siteOrigin(request, context.env.SITE_URL));
}
