import { getFormProps } from "@conform-to/react";
import { changePasswordSchema } from "~/schemas/auth";
import type { SettingsActionData } from "~/schemas/settings";
import { primaryButton } from "./buttons";
import { IntentForm } from "./intent-form";
import { useIntentForm } from "./settings-form";
import { ConformInputs } from "./settings-input";
import { SettingsSection } from "./settings-section";

const PASSWORD_INPUTS = [
  {
    name: "currentPassword",
    label: "Current password",
    type: "password",
    autoComplete: "current-password",
  },
  { name: "newPassword", label: "New password", type: "password", autoComplete: "new-password" },
  {
    name: "confirmPassword",
    label: "Confirm new password",
    type: "password",
    autoComplete: "new-password",
  },
] as const;

export function PasswordSection({ result }: { result?: SettingsActionData }) {
  const { form, fields, serverErrors, busy } = useIntentForm({
    intent: "change-password",
    schema: changePasswordSchema,
    result,
  });
  return (
    <SettingsSection
      id="password"
      title="Change password"
      description="At least 12 characters with upper- and lowercase letters, a number and a special character. Your other sessions are signed out."
    >
      <IntentForm intent="change-password" {...getFormProps(form)} className="space-y-4">
        <ConformInputs inputs={PASSWORD_INPUTS} fields={fields} serverErrors={serverErrors} />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </IntentForm>
    </SettingsSection>
  );
}
