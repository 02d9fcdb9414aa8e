/** The sections of /admin/settings. Each form posts to the route's action with an intent and the CSRF token. */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { formatDateTime } from "~/lib/dates";
import { changePasswordSchema, twoFactorReenrolSchema } from "~/schemas/auth";
import { CsrfInput } from "./csrf-input";

export type SettingsActionData = {
  intent: string;
  errors?: Record<string, string[]>;
  backupCodes?: string[];
  createdKey?: { name: string; key: string };
};

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-500";
const primaryButton = buttonClasses({ size: "sm" });
const secondaryButton = buttonClasses({ variant: "secondary", size: "sm" });

const when = (date: Date | string | null) => (date ? formatDateTime(date) : "Never");

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function errorsFor(result: SettingsActionData | undefined, intent: string) {
  return result?.intent === intent ? (result.errors ?? {}) : {};
}

export function PasswordSection({ result }: { result?: SettingsActionData }) {
  const serverErrors = errorsFor(result, "change-password");
  const busy = useBusy("change-password");
  const [form, fields] = useForm({
    id: "change-password",
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  const rows = [
    { field: fields.currentPassword, label: "Current password", autoComplete: "current-password" },
    { field: fields.newPassword, label: "New password", autoComplete: "new-password" },
    { field: fields.confirmPassword, label: "Confirm new password", autoComplete: "new-password" },
  ];
  return (
    <Section
      id="password"
      title="Change password"
      description="At least 12 characters with upper- and lowercase letters, a number and a special character. Your other sessions are signed out."
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="change-password" />
        {rows.map(({ field, label, autoComplete }) => {
          const errors = field.errors ?? serverErrors[field.name];
          return (
            <div key={field.name}>
              <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-700">
                {label}
              </label>
              <input
                {...getInputProps(field, { type: "password" })}
                key={field.key}
                autoComplete={autoComplete}
                aria-invalid={errors?.length ? true : undefined}
                aria-describedby={errors?.length ? field.errorId : undefined}
                className={inputClass}
              />
              <FieldError id={field.errorId} errors={errors} />
            </div>
          );
        })}
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </Form>
    </Section>
  );
}

type TwoFactorView = {
  enabled: boolean;
  backupCodesLeft: number;
  setup: { secret: string; uri: string; qrCode: string } | null;
};

export function TwoFactorSection({
  status,
  result,
}: {
  status: TwoFactorView;
  result?: SettingsActionData;
}) {
  const confirmErrors = errorsFor(result, "2fa-confirm");
  const disableErrors = errorsFor(result, "2fa-disable");
  const backupCodes = result?.intent === "2fa-confirm" ? result.backupCodes : undefined;
  return (
    <Section
      id="two-factor"
      title="Two-factor authentication"
      description="A code from an authenticator app is asked for after your password."
    >
      {backupCodes ? (
        <div role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <p className="font-medium text-emerald-900">
            Two-factor authentication is on. Save these backup codes now — they are shown only once.
          </p>
          <p className="mt-1 text-sm text-emerald-900">
            Each code signs you in once if you lose your authenticator.
          </p>
          <ul
            aria-label="Backup codes"
            className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
          >
            {backupCodes.map((code) => (
              <li key={code} className="rounded bg-white px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {status.setup ? (
        <TwoFactorSetup
          setup={status.setup}
          replacing={status.enabled}
          confirmErrors={confirmErrors}
        />
      ) : status.enabled ? (
        <>
          <p className="text-sm text-slate-700">
            Status: <strong>On</strong>. Backup codes left: {status.backupCodesLeft}.
          </p>
          <ReenrolForm result={result} />
          <Form
            method="post"
            aria-labelledby="disable-2fa-title"
            className="mt-6 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4"
          >
            <h3 id="disable-2fa-title" className="w-full text-sm font-semibold text-slate-900">
              Turn off two-factor authentication
            </h3>
            <CsrfInput />
            <input type="hidden" name="intent" value="2fa-disable" />
            <div className="min-w-60 flex-1">
              <label
                htmlFor="disable-2fa-password"
                className="mb-1 block text-sm font-medium text-slate-700"
              >
                Current password
              </label>
              <input
                id="disable-2fa-password"
                name="currentPassword"
                type="password"
                required
                autoComplete="current-password"
                className={inputClass}
                aria-invalid={disableErrors.currentPassword ? true : undefined}
                aria-describedby={disableErrors.currentPassword ? "disable-2fa-error" : undefined}
              />
              <FieldError id="disable-2fa-error" errors={disableErrors.currentPassword} />
            </div>
            <button type="submit" className={secondaryButton}>
              Turn off two-factor authentication
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" className="flex items-center gap-3">
          <CsrfInput />
          <input type="hidden" name="intent" value="2fa-start" />
          <p className="text-sm text-slate-700">
            Status: <strong>Off</strong>.
          </p>
          <button type="submit" className={primaryButton}>
            Set up two-factor authentication
          </button>
        </Form>
      )}
    </Section>
  );
}

/** Replacing the authenticator while two-factor is on: the password and a code from the current one. */
function ReenrolForm({ result }: { result?: SettingsActionData }) {
  const serverErrors = errorsFor(result, "2fa-start");
  const busy = useBusy("2fa-start");
  const [form, fields] = useForm({
    id: "reenrol-2fa",
    constraint: getZodConstraint(twoFactorReenrolSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoFactorReenrolSchema }),
  });
  const rows = [
    {
      field: fields.currentPassword,
      label: "Current password",
      type: "password" as const,
      autoComplete: "current-password",
    },
    {
      field: fields.code,
      label: "Code from your current authenticator or a backup code",
      type: "text" as const,
      autoComplete: "one-time-code",
    },
  ];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="reenrol-2fa-title"
      className="mt-4 space-y-3"
    >
      <h3 id="reenrol-2fa-title" className="text-sm font-semibold text-slate-900">
        Move to a new authenticator
      </h3>
      <p className="text-sm text-slate-600">
        Your current authenticator keeps working until you confirm the new one.
      </p>
      <CsrfInput />
      <input type="hidden" name="intent" value="2fa-start" />
      {rows.map(({ field, label, type, autoComplete }) => {
        const errors = field.errors ?? serverErrors[field.name];
        return (
          <div key={field.name}>
            <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-700">
              {label}
            </label>
            <input
              {...getInputProps(field, { type })}
              key={field.key}
              autoComplete={autoComplete}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={errors?.length ? field.errorId : undefined}
              className={inputClass}
            />
            <FieldError id={field.errorId} errors={errors} />
          </div>
        );
      })}
      <button type="submit" disabled={busy} className={secondaryButton}>
        {busy ? "Checking..." : "Set up a new authenticator"}
      </button>
    </Form>
  );
}

function TwoFactorSetup({
  setup,
  replacing,
  confirmErrors,
}: {
  setup: NonNullable<TwoFactorView["setup"]>;
  replacing: boolean;
  confirmErrors: Record<string, string[]>;
}) {
  return (
    <div className="space-y-4">
      {replacing ? (
        <p className="text-sm text-slate-700">
          Status: <strong>On</strong>. Your current authenticator keeps working until you confirm
          the new one below.
        </p>
      ) : null}
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Scan the QR code with your authenticator app, or enter the key by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded border border-slate-200"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium text-slate-700">Key</p>
          <code className="block break-all rounded bg-slate-100 px-2 py-1 font-mono">
            {setup.secret}
          </code>
          <a
            href={setup.uri}
            className="mt-2 inline-block text-brand-700 underline-offset-2 hover:underline"
          >
            Open in an authenticator app on this device
          </a>
        </div>
      </div>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <CsrfInput />
        <input type="hidden" name="intent" value="2fa-confirm" />
        <div>
          <label
            htmlFor="confirm-2fa-code"
            className="mb-1 block text-sm font-medium text-slate-700"
          >
            Authentication code
          </label>
          <input
            id="confirm-2fa-code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            className={inputClass}
            aria-invalid={confirmErrors.code ? true : undefined}
            aria-describedby={confirmErrors.code ? "confirm-2fa-error" : undefined}
          />
          <FieldError id="confirm-2fa-error" errors={confirmErrors.code} />
        </div>
        <button type="submit" className={primaryButton}>
          {replacing ? "Switch to the new authenticator" : "Turn on"}
        </button>
      </Form>
      <Form method="post">
        <CsrfInput />
        <input type="hidden" name="intent" value="2fa-cancel" />
        <button type="submit" className={secondaryButton}>
          Cancel setup
        </button>
      </Form>
    </div>
  );
}

type SessionView = {
  id: number;
  kind: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date | string;
  lastActiveAt: Date | string;
  current: boolean;
};

export function SessionsSection({ sessions }: { sessions: SessionView[] }) {
  return (
    <Section
      id="sessions"
      title="Active sessions"
      description="Sessions end after 30 minutes without activity and 8 hours after sign-in."
    >
      <ul className="divide-y divide-slate-200">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">
                {session.kind === "api" ? "API client" : "Browser"}
                {session.current ? (
                  <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                    This session
                  </span>
                ) : null}
              </p>
              <p className="truncate text-slate-600">{session.userAgent ?? "Unknown client"}</p>
              <p className="text-slate-500">
                {session.ipAddress ?? "Unknown address"} · signed in {when(session.createdAt)} ·
                last active {when(session.lastActiveAt)}
              </p>
            </div>
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="revoke-session" />
              <input type="hidden" name="sessionId" value={session.id} />
              <button
                type="submit"
                className={secondaryButton}
                aria-label={
                  session.current
                    ? "Sign out this session"
                    : `Revoke session from ${when(session.createdAt)}`
                }
              >
                {session.current ? "Sign out" : "Revoke"}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </Section>
  );
}

type ApiKeyView = {
  id: number;
  name: string;
  prefix: string;
  permissions: string[];
  active: boolean;
  lastUsed: Date | string | null;
  createdAt: Date | string;
};

export function ApiKeysSection({
  apiKeys,
  result,
}: {
  apiKeys: ApiKeyView[];
  result?: SettingsActionData;
}) {
  const errors = errorsFor(result, "create-api-key");
  const created = result?.intent === "create-api-key" ? result.createdKey : undefined;
  return (
    <Section
      id="api-keys"
      title="API keys"
      description="For scripts and integrations calling the admin API with the X-API-Key header. Super admins only."
    >
      {created ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm"
        >
          <p className="font-medium text-emerald-900">
            API key “{created.name}” created. Copy it now — it is shown only once.
          </p>
          <code
            className="mt-2 block break-all rounded bg-white px-2 py-1 font-mono"
            aria-label="New API key"
          >
            {created.key}
          </code>
        </div>
      ) : null}
      <Form method="post" className="space-y-3">
        <CsrfInput />
        <input type="hidden" name="intent" value="create-api-key" />
        <div>
          <label htmlFor="api-key-name" className="mb-1 block text-sm font-medium text-slate-700">
            Name
          </label>
          <input
            id="api-key-name"
            name="name"
            required
            maxLength={100}
            className={inputClass}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? "api-key-name-error" : undefined}
          />
          <FieldError id="api-key-name-error" errors={errors.name} />
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Permissions</legend>
          <div className="flex gap-4 text-sm">
            {(["read", "write", "delete"] as const).map((permission) => (
              <label key={permission} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="permissions"
                  value={permission}
                  defaultChecked={permission === "read"}
                />{" "}
                {permission}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={primaryButton}>
          Create API key
        </button>
      </Form>
      {apiKeys.length > 0 ? (
        <div className="relative mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">API keys</caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Name
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Key
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Permissions
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Last used
                </th>
                <th scope="col" className="py-2 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {apiKeys.map((key) => (
                <tr key={key.id}>
                  <td className="py-2 pr-3 text-slate-900">{key.name}</td>
                  <td className="py-2 pr-3 font-mono text-slate-600">{key.prefix}…</td>
                  <td className="py-2 pr-3">{key.permissions.join(", ")}</td>
                  <td className="py-2 pr-3">{when(key.lastUsed)}</td>
                  <td className="py-2">
                    {key.active ? (
                      <Form method="post">
                        <CsrfInput />
                        <input type="hidden" name="intent" value="revoke-api-key" />
                        <input type="hidden" name="apiKeyId" value={key.id} />
                        <button
                          type="submit"
                          className={secondaryButton}
                          aria-label={`Revoke API key ${key.name}`}
                        >
                          Revoke
                        </button>
                      </Form>
                    ) : (
                      <span className="text-slate-500">Revoked</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  );
}
