import type { SettingsActionData } from "~/schemas/settings";
import { primaryButton, secondaryButton } from "./buttons";
import { IntentForm } from "./intent-form";
import { errorsFor } from "./settings-form";
import { SettingsInput } from "./settings-input";
import { SettingsSection } from "./settings-section";
import { TwoFactorReenrolForm } from "./two-factor-reenrol";
import { TwoFactorSetup, type TwoFactorSetupView } from "./two-factor-setup";

interface TwoFactorView {
  enabled: boolean;
  backupCodesLeft: number;
  setup: TwoFactorSetupView | null;
}

export function TwoFactorSection({
  status,
  result,
}: {
  status: TwoFactorView;
  result?: SettingsActionData;
}) {
  const backupCodes = result?.intent === "2fa-confirm" ? result.backupCodes : undefined;
  return (
    <SettingsSection
      id="two-factor"
      title="Two-factor authentication"
      description="A code from an authenticator app is asked for after your password."
    >
      {backupCodes ? <BackupCodes codes={backupCodes} /> : null}
      {status.setup ? (
        <TwoFactorSetup
          setup={status.setup}
          replacing={status.enabled}
          confirmErrors={errorsFor(result, "2fa-confirm")}
        />
      ) : status.enabled ? (
        <>
          <p className="text-sm text-slate-700">
            Status: <strong>On</strong>. Backup codes left: {status.backupCodesLeft}.
          </p>
          <TwoFactorReenrolForm result={result} />
          <TurnOffForm errors={errorsFor(result, "2fa-disable")} />
        </>
      ) : (
        <IntentForm intent="2fa-start" className="flex items-center gap-3">
          <p className="text-sm text-slate-700">
            Status: <strong>Off</strong>.
          </p>
          <button type="submit" className={primaryButton}>
            Set up two-factor authentication
          </button>
        </IntentForm>
      )}
    </SettingsSection>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
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
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TurnOffForm({ errors }: { errors: Record<string, string[]> }) {
  return (
    <IntentForm
      intent="2fa-disable"
      aria-labelledby="disable-2fa-title"
      className="mt-6 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id="disable-2fa-title" className="w-full text-sm font-semibold text-slate-900">
        Turn off two-factor authentication
      </h3>
      <SettingsInput
        className="min-w-60 flex-1"
        id="disable-2fa-password"
        label="Current password"
        name="currentPassword"
        type="password"
        required
        autoComplete="current-password"
        errorId="disable-2fa-error"
        errors={errors.currentPassword}
      />
      <button type="submit" className={secondaryButton}>
        Turn off two-factor authentication
      </button>
    </IntentForm>
  );
}
