/**
 * What every form of /admin/settings hands its handler: the signed-in admin (its CSRF token
 * checked first, for every intent, known or not), the database and the request's facts.
 */
import type { AppLoadContext, data, TypedResponse } from "@remix-run/cloudflare";
import { siteOrigin } from "~/lib/site-origin";
import type { Database } from "~/platform/db.server";
import type { SettingsActionData, SettingsIntent } from "~/schemas/settings";
import { requireCsrf, type SignedInAdmin } from "~/services/auth/guard.server";
import { requestMeta, type RequestMeta } from "~/services/auth/request-meta.server";

export const SETTINGS_PATH = "/admin/settings";

export interface SettingsRequest {
  intent: SettingsIntent;
  formData: FormData;
  user: SignedInAdmin;
  db: Database;
  meta: RequestMeta;
  context: AppLoadContext;
  /** The site's origin, for links in the mail a change sends. */
  origin: string;
}

/** A redirect, or the answer the screen shows in place: field errors or a secret shown once. */
export type SettingsAnswer = TypedResponse<never> | ReturnType<typeof data<SettingsActionData>>;

export type SettingsHandler = (settings: SettingsRequest) => Promise<SettingsAnswer>;

/** The posted form's admin, after its CSRF check (which throws a 403 or a redirect). */
export async function readSettingsRequest(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
): Promise<Omit<SettingsRequest, "intent">> {
  const user = await requireCsrf(request, context, formData);
  const origin = siteOrigin(request, context.env.SITE_URL);
  return {
    formData,
    user,
    db: await context.db(),
    meta: requestMeta(request, context),
    context,
    origin,
  };
}
