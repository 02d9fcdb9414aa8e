/**
 * /admin/settings: the signed-in admin's password, two-factor authentication and sessions;
 * API keys and the site's mail settings for super admins, and each admin's opt-out of the
 * enquiry notices. Every form is a plain POST with the CSRF token (JavaScript off
 * works); secrets that are shown once (backup codes, a new API key) come back in the action's
 * answer instead of a redirect, so they never sit in a cookie or a URL.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApiKeysSection } from "~/components/admin/settings/api-keys";
import { MailSection } from "~/components/admin/settings/mail";
import { PasswordSection } from "~/components/admin/settings/password";
import { SessionsSection } from "~/components/admin/settings/sessions";
import { TwoFactorSection } from "~/components/admin/settings/two-factor";
import { readFormData } from "~/http/form-body.server";
import { formNotSaved, unknownIntent } from "~/http/settings/answers.server";
import { handleCreateApiKey, handleRevokeApiKey } from "~/http/settings/api-keys.server";
import { handleEnquiryNoticeOptOut, handleMailSettings } from "~/http/settings/mail.server";
import { handleChangePassword } from "~/http/settings/password.server";
import { readSettingsRequest, type SettingsHandler } from "~/http/settings/request.server";
import { handleRevokeSession } from "~/http/settings/sessions.server";
import {
  handleCancelTwoFactor,
  handleConfirmTwoFactor,
  handleDisableTwoFactor,
  handleStartTwoFactor,
} from "~/http/settings/two-factor.server";
import { keepingTheForm, orWhileUnsaved } from "~/http/unsaved-form.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { fieldKeysFor } from "~/lib/field-encryption.server";
import { keepDataAfterFailedAction } from "~/lib/revalidation";
import type { SettingsIntent } from "~/schemas/settings";
import { listApiKeys } from "~/services/auth/api-keys.server";
import { requireAdminUser } from "~/services/auth/guard.server";
import { qrCodeDataUrl } from "~/services/auth/qr-code.server";
import { hasRole } from "~/services/auth/roles.server";
import { listActiveSessions } from "~/services/auth/session.server";
import { twoFactorStatus } from "~/services/auth/two-factor/enrolment.server";
import { otpauthUri } from "~/services/auth/two-factor/totp.server";
import { mailSettingsView } from "~/services/mail/settings.server";

export const meta: MetaFunction = () => adminPageMeta("Settings");

export const shouldRevalidate = keepDataAfterFailedAction;

export function loader({ request, context }: LoaderFunctionArgs) {
  return orWhileUnsaved(
    context,
    () => storedSettings(request, context),
    // The form that was not saved comes back with its message; what is stored is not shown.
    () => ({ user: null, twoFactor: null, sessions: null, apiKeys: null, mail: null }),
  );
}

async function storedSettings(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireAdminUser(request, context);
  const db = await context.db();
  const [twoFactor, sessions, apiKeys, mail] = await Promise.all([
    twoFactorStatus(db, await fieldKeysFor(context), user.id),
    listActiveSessions(db, user.id),
    hasRole(user, "super_admin") ? listApiKeys(db, user) : Promise.resolve(null),
    mailSettingsView(db, user.email),
  ]);
  let setup: { secret: string; uri: string; qrCode: string } | null = null;
  if (twoFactor.pendingSecret) {
    const uri = otpauthUri(twoFactor.pendingSecret, user.email);
    setup = { secret: twoFactor.pendingSecret, uri, qrCode: await qrCodeDataUrl(uri) };
  }
  return {
    user: { email: user.email, role: user.role },
    twoFactor: { enabled: twoFactor.enabled, backupCodesLeft: twoFactor.backupCodesLeft, setup },
    sessions: sessions.map((s) => ({ ...s, current: s.id === user.sessionId })),
    apiKeys,
    mail,
  };
}

/** Which handler answers each form, by the intent it posts. */
const handlers: Record<SettingsIntent, SettingsHandler> = {
  "change-password": handleChangePassword,
  "2fa-start": handleStartTwoFactor,
  "2fa-confirm": handleConfirmTwoFactor,
  "2fa-cancel": handleCancelTwoFactor,
  "2fa-disable": handleDisableTwoFactor,
  "revoke-session": handleRevokeSession,
  "create-api-key": handleCreateApiKey,
  "revoke-api-key": handleRevokeApiKey,
  "mail-settings": handleMailSettings,
  "enquiry-notice-opt-out": handleEnquiryNoticeOptOut,
};

const isSettingsIntent = (intent: string): intent is SettingsIntent =>
  Object.hasOwn(handlers, intent);

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  return keepingTheForm(
    context,
    formData,
    async () => {
      const settings = await readSettingsRequest(request, context, formData);
      const intent = String(formData.get("intent") ?? "");
      return isSettingsIntent(intent)
        ? handlers[intent]({ ...settings, intent })
        : unknownIntent(intent);
    },
    () => formNotSaved(formData),
  );
}

export default function AdminSettings() {
  const { user, twoFactor, sessions, apiKeys, mail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const unsaved = result?.errors?.form?.[0];
  // Without the database, the API key form is shown only to bring back what was typed in it.
  const keys = apiKeys ?? (result?.typed && result.intent === "create-api-key" ? [] : null);
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
        {user ? (
          <p className="mt-1 text-sm text-slate-600">
            Signed in as {user.email} ({user.role.replace("_", " ")}).
          </p>
        ) : null}
      </header>
      {unsaved ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {unsaved}
        </p>
      ) : null}
      <PasswordSection result={result} />
      {twoFactor ? <TwoFactorSection status={twoFactor} result={result} /> : null}
      {sessions ? <SessionsSection sessions={sessions} /> : null}
      {keys ? <ApiKeysSection apiKeys={keys} result={result} /> : null}
      {mail && user ? (
        <MailSection mail={mail} canEdit={user.role === "super_admin"} result={result} />
      ) : null}
    </div>
  );
}
