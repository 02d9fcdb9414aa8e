/**
 * The Settings screen's forms: the intent each one posts (one action serves them all), and what
 * that action answers when it does not redirect.
 */
export type SettingsIntent =
  | "change-password"
  | "2fa-start"
  | "2fa-confirm"
  | "2fa-cancel"
  | "2fa-disable"
  | "revoke-session"
  | "create-api-key"
  | "revoke-api-key"
  | "mail-settings"
  | "enquiry-notice-opt-out";

export type SettingsActionData = {
  /** The intent that was posted, as sent (an unknown one too). */
  intent: string;
  errors?: Record<string, string[]>;
  backupCodes?: string[];
  createdKey?: { name: string; key: string };
  /** What was typed in a form that could not be saved (passwords and codes are left out). */
  typed?: Record<string, string[]>;
};

/** The Settings screen's view of the mail settings (app/services/mail/settings.server.ts). */
export interface MailSettingsView {
  notifyAddresses: string;
  defaultRecipients: string[] | null;
  visitorReceipts: boolean;
  listed: boolean;
  optedOut: boolean;
}
