/**
 * /admin/reset-password?token=…: the new password for the account a mailed reset link belongs
 * to. A link that is not one (400) or no longer works (410: unknown, expired or used) says so
 * and offers a new one. After the reset the owner is signed in here, unless the account has
 * two-factor sign-in: then they sign in with the new password and their code.
 */
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LinkEnded } from "~/components/admin/login/link-ended";
import { ResetPasswordForm } from "~/components/admin/login/reset-password-form";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { siteOrigin } from "~/lib/site-origin";
import { linkTokenSchema, resetPasswordFormSchema } from "~/schemas/account-links";
import { DASHBOARD_PATH } from "~/services/auth/guard.server";
import { resetLinkWorks, resetPassword } from "~/services/auth/password-reset.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { startWebSession } from "~/services/auth/web-session.server";
import { mailSecurityNotice } from "~/services/mail/security-notice.server";

export const meta: MetaFunction = () => adminPageMeta("Reset password");

const INVALID = { link: "invalid" } as const;
const ENDED = { link: "ended" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!linkTokenSchema.safeParse(token).success) return data(INVALID, { status: 400 });
  if (!(await resetLinkWorks(await context.db(), token))) return data(ENDED, { status: 410 });
  return { link: "works" as const, token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  if (!linkTokenSchema.safeParse(formData.get("token")).success)
    return data(INVALID, { status: 400 });
  const submission = parseWithZod(formData, { schema: resetPasswordFormSchema });
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  const db = await context.db();
  const meta = requestMeta(request, context);
  const reset = await resetPassword(db, submission.value, meta);
  if (reset.status !== "ok") return data(ENDED, { status: 410 });
  const { user } = reset;
  const origin = siteOrigin(request, context.env.SITE_URL);
  await mailSecurityNotice(context.env, { to: user.email, event: "password-changed" }, origin);
  if (reset.twoFactorEnabled)
    return redirectWithToast("/admin/login", context.env.SESSION_SECRET, {
      title: "Password changed",
      description: "Sign in with your new password and your two-factor code.",
      variant: "success",
    });
  const cookie = await startWebSession(request, context, db, user, meta);
  return redirectWithToast(
    DASHBOARD_PATH,
    context.env.SESSION_SECRET,
    {
      title: "Password changed",
      description: "You are signed in. Every other session and API key of your account has ended.",
      variant: "success",
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function ResetPassword() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const link = reply && "link" in reply ? reply.link : page.link;
  if (link === "invalid")
    return (
      <LinkEnded
        title="Link not valid"
        message="This reset link is not valid. Check that you copied all of it, or ask for a new one."
      />
    );
  if (link === "ended" || !("token" in page))
    return (
      <LinkEnded
        title="Link expired"
        message="This reset link has expired or has already been used: each works once, for 30 minutes. Ask for a new one."
      />
    );
  return (
    <ResetPasswordForm
      token={page.token}
      lastResult={reply && "result" in reply ? reply.result : undefined}
    />
  );
}
