import { Form } from "@remix-run/react";
import { LoginCard } from "./login-card";
import { SignInButton } from "./sign-in-button";

/**
 * What an unlock link opens: a button, so that a mail scanner fetching the link uses nothing;
 * the owner's click signs them in here.
 */
export function UnlockStep({ token }: { token: string }) {
  const action = `/admin/unlock?token=${encodeURIComponent(token)}`;
  return (
    <LoginCard
      title="Sign in on this device"
      intro="Your account was locked after failed sign-ins. This link signs you in on this device only; everywhere else the account stays locked until the lock ends."
    >
      <Form method="post" action={action} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <SignInButton label="Sign in on this device" action="/admin/unlock" />
      </Form>
    </LoginCard>
  );
}
