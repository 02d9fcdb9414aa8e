import { getFormProps } from "@conform-to/react";
import { twoFactorReenrolSchema } from "~/schemas/auth";
import type { SettingsActionData } from "~/schemas/settings";
import { secondaryButton } from "./buttons";
import { IntentForm } from "./intent-form";
import { useIntentForm } from "./settings-form";
import { ConformInputs } from "./settings-input";

const REENROL_INPUTS = [
  {
    name: "currentPassword",
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
  },
  {
    name: "code",
    label: "Code from your current authenticator or a backup code",
    type: "text",
    autoComplete: "one-time-code",
  },
] as const;

/** Replacing the authenticator while two-factor is on: the password and a code from the current one. */
export function TwoFactorReenrolForm({ result }: { result?: SettingsActionData }) {
  const { form, fields, serverErrors, busy } = useIntentForm({
    intent: "2fa-start",
    id: "reenrol-2fa",
    schema: twoFactorReenrolSchema,
    result,
  });
  return (
    <IntentForm
      intent="2fa-start"
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
      <ConformInputs inputs={REENROL_INPUTS} fields={fields} serverErrors={serverErrors} />
      <button type="submit" disabled={busy} className={secondaryButton}>
        {busy ? "Checking..." : "Set up a new authenticator"}
      </button>
    </IntentForm>
  );
}
