import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/admin/csrf-input";
import { changePasswordSchema } from "~/schemas/auth";
import { primaryButton } from "./buttons";
import {
  errorsFor,
  useSettingsForm,
  useSubmittingIntent,
  type SettingsActionData,
} from "./settings-form";
import { ConformInput } from "./settings-input";
import { SettingsSection } from "./settings-section";

export function PasswordSection({ result }: { result?: SettingsActionData }) {
  const serverErrors = errorsFor(result, "change-password");
  const busy = useSubmittingIntent("change-password");
  const [form, fields] = useSettingsForm("change-password", changePasswordSchema);
  return (
    <SettingsSection
      id="password"
      title="Change password"
      description="At least 12 characters with upper- and lowercase letters, a number and a special character. Your other sessions are signed out."
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="change-password" />
        <ConformInput
          field={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
          serverErrors={serverErrors}
        />
        <ConformInput
          field={fields.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          serverErrors={serverErrors}
        />
        <ConformInput
          field={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          serverErrors={serverErrors}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </Form>
    </SettingsSection>
  );
}
