import type { MailSettingsView, SettingsActionData } from "~/schemas/settings";
import { primaryButton, secondaryButton } from "./buttons";
import { IntentForm } from "./intent-form";
import { errorsFor, typedValues } from "./settings-form";
import { inputClass } from "./settings-input";
import { SettingsSection } from "./settings-section";

function SiteMailForm({ mail, result }: { mail: MailSettingsView; result?: SettingsActionData }) {
  const errors = errorsFor(result, "mail-settings");
  const typed = typedValues(result, "mail-settings", "notifyAddresses")?.[0];
  const addressErrors = errors.notifyAddresses;
  return (
    <IntentForm intent="mail-settings" className="space-y-4">
      <div>
        <label htmlFor="notify-addresses" className="mb-1 block text-sm font-medium text-slate-700">
          Notify of new enquiries
        </label>
        <textarea
          id="notify-addresses"
          name="notifyAddresses"
          rows={3}
          defaultValue={typed ?? mail.notifyAddresses}
          aria-invalid={addressErrors?.length ? true : undefined}
          aria-describedby="notify-addresses-hint notify-addresses-error"
          className={inputClass}
        />
        <p id="notify-addresses-hint" className="mt-1 text-sm text-slate-600">
          One address a line.{" "}
          {mail.defaultRecipients
            ? `Empty: the super admins (now ${mail.defaultRecipients.join(", ") || "none"}).`
            : "Leave it empty to notify the super admins."}
        </p>
        {addressErrors?.length ? (
          <p id="notify-addresses-error" className="mt-1 text-sm text-red-700">
            {addressErrors[0]}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="visitorReceipts"
          defaultChecked={mail.visitorReceipts}
          className="mt-0.5"
        />
        <span>
          Send visitors a receipt (“We received your message”, at most one per address a day)
        </span>
      </label>
      <button type="submit" className={primaryButton}>
        Save mail settings
      </button>
    </IntentForm>
  );
}

/** Who hears of new enquiries and whether visitors get a receipt; your own opt-out. */
export function MailSection({
  mail,
  canEdit,
  result,
}: {
  mail: MailSettingsView;
  canEdit: boolean;
  result?: SettingsActionData;
}) {
  return (
    <SettingsSection
      id="mail"
      title="Mail"
      description="Emails the site sends about enquiries. Nothing is sent to anyone else."
    >
      <div className="space-y-6">
        {canEdit ? <SiteMailForm mail={mail} result={result} /> : null}
        {mail.listed ? (
          <IntentForm intent="enquiry-notice-opt-out" className="space-y-2">
            <p className="text-sm text-slate-700">
              {mail.optedOut
                ? "You do not get an email for each new enquiry."
                : "You get an email for each new enquiry."}
            </p>
            <input type="hidden" name="optOut" value={mail.optedOut ? "no" : "yes"} />
            <button type="submit" className={secondaryButton}>
              {mail.optedOut
                ? "Email me about new enquiries"
                : "Stop emailing me about new enquiries"}
            </button>
          </IntentForm>
        ) : null}
      </div>
    </SettingsSection>
  );
}
