/**
 * /admin/unlock?token=…: the mailed way back in while failed sign-ins lock the account
 * (app/services/auth/unlock.server.ts). Opening the link shows a button; using it signs the
 * owner in on this device, or asks for their two-factor code first. A link that is not one
 * (400) or no longer works (410: unknown, expired or used) says so.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LinkEnded } from "~/components/admin/login/link-ended";
import { TwoFactorStep } from "~/components/admin/login/two-factor-step";
import { UnlockStep } from "~/components/admin/login/unlock-step";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { unlockFormSchema, linkTokenSchema } from "~/schemas/account-links";
import { issueChallenge } from "~/services/auth/authenticator.server";
import { DASHBOARD_PATH } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { unlockLinkWorks, redeemUnlockLink } from "~/services/auth/unlock.server";
import { startWebSession } from "~/services/auth/web-session.server";

export const meta: MetaFunction = () => adminPageMeta("Unlock sign-in");

const INVALID = { link: "invalid" } as const;
const ENDED = { link: "ended" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!linkTokenSchema.safeParse(token).success) return data(INVALID, { status: 400 });
  if (!(await unlockLinkWorks(await context.db(), token))) return data(ENDED, { status: 410 });
  return { link: "works" as const, token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = unlockFormSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!form.success) return data(INVALID, { status: 400 });
  const db = await context.db();
  const meta = requestMeta(request, context);
  const unlocked = await redeemUnlockLink(db, form.data.token, meta);
  if (unlocked.status === "ended") return data(ENDED, { status: 410 });
  if (unlocked.status === "second_factor") {
    const { token } = await issueChallenge(
      db,
      context.env.JWT_SECRET,
      unlocked.user,
      new Date(),
      true,
    );
    // Said outright: the used link would otherwise lend the page its loader's 410.
    return data({ challenge: token }, { status: 200 });
  }
  const cookie = await startWebSession(request, context, db, unlocked.user, meta);
  return redirectWithToast(
    DASHBOARD_PATH,
    context.env.SESSION_SECRET,
    {
      title: "Signed in on this device",
      description:
        "Everywhere else your account stays locked until the lock ends. If the failed sign-ins were not yours, change your password in Settings.",
      variant: "success",
    },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function Unlock() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (reply && "challenge" in reply)
    return <TwoFactorStep challenge={reply.challenge} redirectTo="" />;
  const link = reply && "link" in reply ? reply.link : page.link;
  if (link === "invalid")
    return (
      <LinkEnded
        title="Link not valid"
        message="This unlock link is not valid. Check that you copied all of it. You can also reset your password instead."
      />
    );
  if (link === "ended" || !("token" in page))
    return (
      <LinkEnded
        title="Link expired"
        message="This unlock link has expired or has already been used: each works once, for 30 minutes. You can reset your password instead, or wait for the lock to end."
      />
    );
  return <UnlockStep token={page.token} />;
}
