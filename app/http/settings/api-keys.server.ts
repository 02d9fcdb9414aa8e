/**
 * /admin/settings, API keys: making one (its key comes back in the answer, shown once) and
 * revoking one. Anyone but a super admin gets the service's 403, shown as "Access Denied".
 */
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/http/toast.server";
import { recordIdOrNull } from "~/lib/record-id";
import { apiKeyCreateSchema } from "~/schemas/auth";
import type { SettingsActionData } from "~/schemas/settings";
import { createApiKey, revokeApiKey } from "~/services/auth/api-keys.server";
import { mailSecurityNotice } from "~/services/mail/security-notice.server";
import { fieldErrors } from "./answers.server";
import { SETTINGS_PATH, type SettingsRequest } from "./request.server";

export async function handleCreateApiKey(settings: SettingsRequest) {
  const { intent, formData, user, db, meta } = settings;
  const submission = parseWithZod(formData, { schema: apiKeyCreateSchema });
  if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
  const { key, apiKey } = await createApiKey(db, user, submission.value, meta);
  const notice = { to: user.email, event: "api-key-made", detail: apiKey.name } as const;
  await mailSecurityNotice(settings.context.env, notice, settings.origin);
  return data<SettingsActionData>({ intent, createdKey: { name: apiKey.name, key } });
}

export async function handleRevokeApiKey({ formData, user, db, meta, context }: SettingsRequest) {
  const apiKeyId = recordIdOrNull(formData.get("apiKeyId"));
  const revoked = apiKeyId === null ? null : await revokeApiKey(db, user, apiKeyId, meta);
  return redirectWithToast(`${SETTINGS_PATH}#api-keys`, context.env.SESSION_SECRET, {
    title: revoked ? `API key "${revoked.name}" revoked` : "No such API key",
    variant: revoked ? "success" : "default",
  });
}
