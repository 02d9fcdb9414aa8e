import { Form, Link } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { LoginCard, loginInputClass } from "./login-card";
import { SignInButton } from "./sign-in-button";

/**
 * The second step for accounts with two-factor authentication: a code from the authenticator
 * app or a backup code, sent with the challenge the password step earned.
 */
export function TwoFactorStep({
  challenge,
  redirectTo,
  error,
}: {
  challenge: string;
  redirectTo: string;
  error?: string;
}) {
  return (
    <LoginCard
      title="Two-factor authentication"
      intro="Enter the 6-digit code from your authenticator app, or one of your backup codes."
      error={error || undefined}
    >
      <Form method="post" action="/admin/login" className="space-y-5">
        <input type="hidden" name="intent" value="two-factor" />
        <input type="hidden" name="challenge" value={challenge} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Authentication code" id="admin-login-code">
          <input
            id="admin-login-code"
            name="code"
            required
            minLength={6}
            maxLength={20}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            // The code step shows one field right after the password was accepted.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className={`${loginInputClass} tracking-widest`}
          />
        </Field>
        <SignInButton label="Verify" />
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/admin/login"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Start over
        </Link>
      </p>
    </LoginCard>
  );
}
