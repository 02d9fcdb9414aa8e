/**
 * /admin/forgot-password: an address, and always the same answer, whether or not it has an
 * account (app/services/auth/password-reset.server.ts). Outside the admin layout: whoever uses
 * it is signed out. A plain POST form, so it works with JavaScript off.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { ForgotPasswordForm } from "~/components/admin/login/forgot-password-form";
import { continueAfterAnswer } from "~/http/after-answer.server";
import { readFormData } from "~/http/form-body.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { siteOrigin } from "~/lib/site-origin";
import { forgotPasswordFormSchema, RESET_REQUESTED_MESSAGE } from "~/schemas/account-links";
import { requestPasswordReset, tooManyResetsMessage } from "~/services/auth/password-reset.server";
import { requestMeta } from "~/services/auth/request-meta.server";

export const meta: MetaFunction = () => adminPageMeta("Forgot password");

type ActionData = { result: SubmissionResult<string[]>; answer?: string; error?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), {
    schema: forgotPasswordFormSchema,
  });
  if (submission.status !== "success")
    return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const requested = await requestPasswordReset(
    await context.db(),
    context.env,
    { email: submission.value.email, origin: siteOrigin(request, context.env.SITE_URL) },
    requestMeta(request, context),
  );
  if (requested.status === "limited") {
    return data<ActionData>(
      { result: submission.reply(), error: tooManyResetsMessage(requested.retryAfterSeconds) },
      { status: 429 },
    );
  }
  continueAfterAnswer(context, requested.mailing);
  return data<ActionData>({
    result: submission.reply({ resetForm: true }),
    answer: RESET_REQUESTED_MESSAGE,
  });
}

export default function ForgotPassword() {
  const reply = useActionData<typeof action>();
  return (
    <ForgotPasswordForm lastResult={reply?.result} answer={reply?.answer} error={reply?.error} />
  );
}
