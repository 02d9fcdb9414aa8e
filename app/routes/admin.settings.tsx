/**
 * /admin/settings: the signed-in admin's password, two-factor authentication and sessions;
 * API keys for super admins. Every form is a plain POST with the CSRF token (JavaScript off
 * works); secrets that are shown once (backup codes, a new API key) come back in the action's
 * answer instead of a redirect, so they never sit in a cookie or a URL.
 */
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApiKeysSection } from "~/components/admin/settings/api-keys";
import { PasswordSection } from "~/components/admin/settings/password";
import { SessionsSection } from "~/components/admin/settings/sessions";
import type { SettingsActionData } from "~/components/admin/settings/settings-form";
import { TwoFactorSection } from "~/components/admin/settings/two-factor";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import {
  keepingTheForm,
  orWhileUnsaved,
  UNSAVED_HEADERS,
  UNSAVED_MESSAGE,
} from "~/http/unsaved-form.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { fieldKeysFor } from "~/lib/field-encryption.server";
import { recordIdOrNull } from "~/lib/record-id";
import { keepDataAfterFailedAction } from "~/lib/revalidation";
import {
  apiKeyCreateSchema,
  changePasswordSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorReenrolSchema,
} from "~/schemas/auth";
import { writeAudit } from "~/services/audit/write.server";
import { changePassword } from "~/services/auth/account.server";
import { createApiKey, listApiKeys, revokeApiKey } from "~/services/auth/api-keys.server";
import { requireAdminUser, requireCsrf, LOGIN_PATH } from "~/services/auth/guard.server";
import { qrCodeDataUrl } from "~/services/auth/qr-code.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { hasRole } from "~/services/auth/roles.server";
import { endOwnSession, listActiveSessions } from "~/services/auth/session.server";
import { twoFactorStatus } from "~/services/auth/two-factor/enrolment.server";
import { otpauthUri } from "~/services/auth/two-factor/totp.server";
import {
  cancelTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  startTwoFactorEnrolment,
  turnOffTwoFactor,
} from "~/services/auth/two-factor-settings.server";

export const meta: MetaFunction = () => adminPageMeta("Settings");

const SETTINGS_PATH = "/admin/settings";

export const shouldRevalidate = keepDataAfterFailedAction;

export function loader({ request, context }: LoaderFunctionArgs) {
  return orWhileUnsaved(
    context,
    () => storedSettings(request, context),
    // The form that was not saved comes back with its message; what is stored is not shown.
    () => ({ user: null, twoFactor: null, sessions: null, apiKeys: null }),
  );
}

async function storedSettings(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireAdminUser(request, context);
  const db = await context.db();
  const [twoFactor, sessions, apiKeys] = await Promise.all([
    twoFactorStatus(db, await fieldKeysFor(context), user.id),
    listActiveSessions(db, user.id),
    hasRole(user, "super_admin") ? listApiKeys(db, user) : Promise.resolve(null),
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
  };
}

const fieldErrors = (
  intent: string,
  errors: Record<string, string[] | null | undefined>,
  status = 400,
  headers?: HeadersInit,
) =>
  data<SettingsActionData>(
    {
      intent,
      errors: Object.fromEntries(Object.entries(errors).filter(([, v]) => v?.length)) as Record<
        string,
        string[]
      >,
    },
    { status, headers },
  );

/** A refused current-password check: the field's message, and while locked 423/429 with Retry-After. */
const ownerRefused = (
  intent: string,
  refusal: { field: string; message: string; status: number; retryAfterSeconds?: number },
) =>
  fieldErrors(
    intent,
    { [refusal.field]: [refusal.message] },
    refusal.status,
    refusal.retryAfterSeconds ? { "Retry-After": String(refusal.retryAfterSeconds) } : undefined,
  );

/** Typed values that never come back in a page: passwords and one-time codes. */
const SECRET_FIELDS = new Set([
  "csrf",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "code",
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  return keepingTheForm(
    context,
    formData,
    () => saveSettings(request, context, formData),
    () =>
      data<SettingsActionData>(
        {
          intent: String(formData.get("intent") ?? ""),
          errors: { form: [UNSAVED_MESSAGE] },
          typed: Object.fromEntries(
            [...new Set(formData.keys())]
              .filter((name) => !SECRET_FIELDS.has(name))
              .map((name) => [name, formData.getAll(name).map(String)]),
          ),
        },
        { status: 503, headers: UNSAVED_HEADERS },
      ),
  );
}

async function saveSettings(
  request: Request,
  context: ActionFunctionArgs["context"],
  formData: FormData,
) {
  const user = await requireCsrf(request, context, formData);
  const db = await context.db();
  const meta = requestMeta(request, context);
  const secret = context.env.SESSION_SECRET;
  const intent = String(formData.get("intent") ?? "");

  switch (intent) {
    case "change-password": {
      const submission = parseWithZod(formData, { schema: changePasswordSchema });
      if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
      const result = await changePassword(
        db,
        { user, keepSessionId: user.sessionId },
        submission.value,
        meta,
      );
      if (!result.ok) return ownerRefused(intent, result);
      return redirectWithToast(SETTINGS_PATH, secret, {
        title: "Password changed",
        description:
          result.endedSessions > 0 ? "Your other sessions have been signed out." : undefined,
        variant: "success",
      });
    }
    case "2fa-start": {
      // Only needed while two-factor is on; the service decides and asks for them if missing.
      const proof = formData.has("currentPassword")
        ? parseWithZod(formData, { schema: twoFactorReenrolSchema })
        : null;
      if (proof && proof.status !== "success") return fieldErrors(intent, proof.error ?? {});
      const started = await startTwoFactorEnrolment(
        db,
        await fieldKeysFor(context),
        user,
        proof?.value ?? null,
        meta,
      );
      if (!started.ok) {
        if ("needsOwner" in started)
          return fieldErrors(intent, {
            currentPassword: ["Current password is required"],
            code: ["Enter the code from your authenticator app or a backup code"],
          });
        return ownerRefused(intent, started);
      }
      return redirect(`${SETTINGS_PATH}#two-factor`);
    }
    case "2fa-confirm": {
      const submission = parseWithZod(formData, { schema: twoFactorConfirmSchema });
      if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
      const backupCodes = await confirmTwoFactorEnrolment(
        db,
        await fieldKeysFor(context),
        user,
        submission.value.code,
        meta,
      );
      if (!backupCodes) return fieldErrors(intent, { code: ["Invalid verification code"] });
      return data<SettingsActionData>({ intent, backupCodes });
    }
    case "2fa-cancel": {
      await cancelTwoFactorEnrolment(db, user, meta);
      return redirect(`${SETTINGS_PATH}#two-factor`);
    }
    case "2fa-disable": {
      const submission = parseWithZod(formData, { schema: twoFactorDisableSchema });
      if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
      const result = await turnOffTwoFactor(db, user, submission.value.currentPassword, meta);
      if (!result.ok) return ownerRefused(intent, result);
      return redirectWithToast(SETTINGS_PATH, secret, {
        title: "Two-factor authentication turned off",
        variant: "success",
      });
    }
    case "revoke-session": {
      const sessionId = recordIdOrNull(formData.get("sessionId"));
      if (sessionId === null || !(await endOwnSession(db, user.id, sessionId))) {
        return redirectWithToast(SETTINGS_PATH, secret, {
          title: "That session had already ended",
          variant: "default",
        });
      }
      await writeAudit(db, meta, {
        action: "auth.session.revoked",
        userId: user.id,
        resource: `session:${sessionId}`,
      });
      if (sessionId === user.sessionId) return redirect(LOGIN_PATH);
      return redirectWithToast(SETTINGS_PATH, secret, {
        title: "Session signed out",
        variant: "success",
      });
    }
    case "create-api-key": {
      const submission = parseWithZod(formData, { schema: apiKeyCreateSchema });
      if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
      // Anyone but a super admin gets the service's 403, shown as "Access Denied".
      const { key, apiKey } = await createApiKey(db, user, submission.value, meta);
      return data<SettingsActionData>({ intent, createdKey: { name: apiKey.name, key } });
    }
    case "revoke-api-key": {
      const apiKeyId = recordIdOrNull(formData.get("apiKeyId"));
      const revoked = apiKeyId === null ? null : await revokeApiKey(db, user, apiKeyId, meta);
      return redirectWithToast(`${SETTINGS_PATH}#api-keys`, secret, {
        title: revoked ? `API key "${revoked.name}" revoked` : "No such API key",
        variant: revoked ? "success" : "default",
      });
    }
    default:
      return data<SettingsActionData>(
        { intent, errors: { form: ["Unknown action"] } },
        { status: 400 },
      );
  }
}

export default function AdminSettings() {
  const { user, twoFactor, sessions, apiKeys } = useLoaderData<typeof loader>();
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
    </div>
  );
}
