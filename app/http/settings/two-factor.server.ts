/**
 * /admin/settings, Two-factor authentication: set up (or move to a new authenticator), confirm
 * with a code, cancel a set-up, turn off. The backup codes come back in the answer, shown once.
 */
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/cloudflare";
import { redirectWithToast } from "~/http/toast.server";
import { fieldKeysFor } from "~/lib/field-encryption.server";
import {
  CURRENT_PASSWORD_REQUIRED,
  TWO_FACTOR_CODE_MESSAGE,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorReenrolSchema,
} from "~/schemas/auth";
import type { SettingsActionData } from "~/schemas/settings";
import {
  cancelTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  startTwoFactorEnrolment,
  turnOffTwoFactor,
} from "~/services/auth/two-factor-settings.server";
import { mailSecurityNotice } from "~/services/mail/security-notice.server";
import { fieldErrors, ownerRefused } from "./answers.server";
import { SETTINGS_PATH, type SettingsRequest } from "./request.server";

const TWO_FACTOR_PATH = `${SETTINGS_PATH}#two-factor`;

export async function handleStartTwoFactor({
  intent,
  formData,
  user,
  db,
  meta,
  context,
}: SettingsRequest) {
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
  if (started.ok) return redirect(TWO_FACTOR_PATH);
  if ("needsOwner" in started)
    return fieldErrors(intent, {
      currentPassword: [CURRENT_PASSWORD_REQUIRED],
      code: [TWO_FACTOR_CODE_MESSAGE],
    });
  return ownerRefused(intent, started);
}

export async function handleConfirmTwoFactor({
  intent,
  formData,
  user,
  db,
  meta,
  context,
}: SettingsRequest) {
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

export async function handleCancelTwoFactor({ user, db, meta }: SettingsRequest) {
  await cancelTwoFactorEnrolment(db, user, meta);
  return redirect(TWO_FACTOR_PATH);
}

export async function handleDisableTwoFactor({
  intent,
  formData,
  user,
  db,
  meta,
  context,
  origin,
}: SettingsRequest) {
  const submission = parseWithZod(formData, { schema: twoFactorDisableSchema });
  if (submission.status !== "success") return fieldErrors(intent, submission.error ?? {});
  const result = await turnOffTwoFactor(db, user, submission.value.currentPassword, meta);
  if (!result.ok) return ownerRefused(intent, result);
  await mailSecurityNotice(context.env, { to: user.email, event: "two-factor-off" }, origin);
  return redirectWithToast(SETTINGS_PATH, context.env.SESSION_SECRET, {
    title: "Two-factor authentication turned off",
    variant: "success",
  });
}
