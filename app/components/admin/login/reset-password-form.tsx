import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { resetPasswordFormSchema } from "~/schemas/account-links";
import { LoginCard, loginInputClass } from "./login-card";
import { SignInButton } from "./sign-in-button";

const passwordFields = [
  {
    name: "password",
    label: "New password",
    hint: "At least 12 characters, with an uppercase and a lowercase letter, a number and a special character.",
  },
  { name: "confirmPassword", label: "Confirm new password" },
] as const;

/** The new password, twice, for the account the reset link belongs to. */
export function ResetPasswordForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    constraint: getZodConstraint(resetPasswordFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordFormSchema }),
  });
  return (
    <LoginCard
      title="Choose a new password"
      intro="Setting it signs your account out everywhere and ends its API keys."
      error={form.errors?.[0]}
    >
      <Form
        method="post"
        action={`/admin/reset-password?token=${encodeURIComponent(token)}`}
        {...getFormProps(form)}
        className="space-y-5"
      >
        <input type="hidden" name="token" value={token} />
        {passwordFields.map(({ name, ...field }) => (
          <ConformField
            key={name}
            meta={fields[name]}
            type="password"
            autoComplete="new-password"
            className={loginInputClass}
            {...field}
          />
        ))}
        <SignInButton
          label="Set new password"
          action="/admin/reset-password"
          busyLabel="Saving..."
        />
      </Form>
    </LoginCard>
  );
}
