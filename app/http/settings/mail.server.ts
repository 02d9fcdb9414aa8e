/**
 * /admin/settings, Mail: who hears of new enquiries and whether visitors get a receipt (super
 * admins), and each admin's own opt-out of the enquiry notices.
 */
import { parseWithZod } from "@conform-to/zod";
import { redirectWithToast } from "~/http/toast.server";
import {
  enquiryNoticeOptOutSchema,
  mailSettingsSchema,
  splitAddresses,
} from "~/schemas/mail-settings";
import { writeAudit } from "~/services/audit/write.server";
import { requireRole } from "~/services/auth/roles.server";
import {
  saveEnquiryNoticeAddresses,
  saveEnquiryNoticeOptOut,
  saveVisitorReceipts,
} from "~/services/mail/settings.server";
import { fieldErrors } from "./answers.server";
import { SETTINGS_PATH, type SettingsRequest } from "./request.server";

export async function handleMailSettings({
  intent,
  formData,
  user,
  db,
  meta,
  context,
}: SettingsRequest) {
  requireRole(user, "super_admin");
  const submission = parseWithZod(formData, { schema: mailSettingsSchema });
  if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
  const addresses = splitAddresses(submission.value.notifyAddresses ?? "");
  await db.transaction(async (tx) => {
    await saveEnquiryNoticeAddresses(tx, addresses);
    await saveVisitorReceipts(tx, submission.value.visitorReceipts);
    await writeAudit(tx, meta, {
      action: "settings.mail_updated",
      userId: user.id,
      metadata: {
        notifyAddresses: addresses.length,
        visitorReceipts: submission.value.visitorReceipts,
      },
    });
  });
  return redirectWithToast(`${SETTINGS_PATH}#mail`, context.env.SESSION_SECRET, {
    title: "Mail settings saved",
    variant: "success",
  });
}

export async function handleEnquiryNoticeOptOut({
  intent,
  formData,
  user,
  db,
  context,
}: SettingsRequest) {
  const submission = parseWithZod(formData, { schema: enquiryNoticeOptOutSchema });
  if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
  const optedOut = submission.value.optOut === "yes";
  await saveEnquiryNoticeOptOut(db, user.email, optedOut);
  return redirectWithToast(`${SETTINGS_PATH}#mail`, context.env.SESSION_SECRET, {
    title: optedOut
      ? "You will no longer get an email for each new enquiry"
      : "You will get an email for each new enquiry",
    variant: "success",
  });
}
