/** /admin/settings, Password: a new password, proven by the current one. */
import { parseWithZod } from "@conform-to/zod";
import { redirectWithToast } from "~/http/toast.server";
import { changePasswordSchema } from "~/schemas/auth";
import { changePassword } from "~/services/auth/account.server";
import { mailSecurityNotice } from "~/services/mail/security-notice.server";
import { fieldErrors, ownerRefused } from "./answers.server";
import { SETTINGS_PATH, type SettingsRequest } from "./request.server";

export async function handleChangePassword({
  intent,
  formData,
  user,
  db,
  meta,
  context,
  origin,
}: SettingsRequest) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
  const result = await changePassword(
    db,
    { user, keepSessionId: user.sessionId },
    submission.value,
    meta,
  );
  if (!result.ok) return ownerRefused(intent, result);
  await mailSecurityNotice(context.env, { to: user.email, event: "password-changed" }, origin);
  return redirectWithToast(SETTINGS_PATH, context.env.SESSION_SECRET, {
    title: "Password changed",
    description: result.endedSessions > 0 ? "Your other sessions have been signed out." : undefined,
    variant: "success",
  });
}
