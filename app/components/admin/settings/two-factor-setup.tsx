import { primaryButton, secondaryButton } from "./buttons";
import { IntentForm } from "./intent-form";
import { SettingsInput } from "./settings-input";

export interface TwoFactorSetupView {
  secret: string;
  uri: string;
  qrCode: string;
}

/** A new authenticator being added: its key as a QR code and in text, confirmed with its first code. */
export function TwoFactorSetup({
  setup,
  replacing,
  confirmErrors,
}: {
  setup: TwoFactorSetupView;
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
      <IntentForm intent="2fa-confirm" className="flex flex-wrap items-end gap-3">
        <SettingsInput
          id="confirm-2fa-code"
          label="Authentication code"
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          errorId="confirm-2fa-error"
          errors={confirmErrors.code}
        />
        <button type="submit" className={primaryButton}>
          {replacing ? "Switch to the new authenticator" : "Turn on"}
        </button>
      </IntentForm>
      <IntentForm intent="2fa-cancel">
        <button type="submit" className={secondaryButton}>
          Cancel setup
        </button>
      </IntentForm>
    </div>
  );
}
