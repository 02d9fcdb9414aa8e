/** /admin/settings, Sessions: signing out one of your own sessions (this one leads to sign-in). */
import { redirect } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/http/toast.server";
import { recordIdOrNull } from "~/lib/record-id";
import { LOGIN_PATH } from "~/services/auth/guard.server";
import { revokeOwnSession } from "~/services/auth/session.server";
import { SETTINGS_PATH, type SettingsRequest } from "./request.server";

export async function handleRevokeSession({ formData, user, db, meta, context }: SettingsRequest) {
  const sessionId = recordIdOrNull(formData.get("sessionId"));
  const revoked = sessionId !== null && (await revokeOwnSession(db, user, sessionId, meta));
  if (revoked && sessionId === user.sessionId) return redirect(LOGIN_PATH);
  return redirectWithToast(
    SETTINGS_PATH,
    context.env.SESSION_SECRET,
    revoked
      ? { title: "Session signed out", variant: "success" }
      : { title: "That session had already ended", variant: "default" },
  );
}
