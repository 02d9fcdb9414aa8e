import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { forgotPasswordFormSchema } from "~/schemas/account-links";
import { LoginCard, loginInputClass } from "./login-card";
import { SignInButton } from "./sign-in-button";

const BACK_LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/**
 * The address to mail a reset link to. After a request the form gives way to the one answer
 * every address gets; `error` is a refusal that is the same for every address (too many).
 */
export function ForgotPasswordForm({
  lastResult,
  answer,
  error,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  answer?: string;
  error?: string;
}) {
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: getZodConstraint(forgotPasswordFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordFormSchema }),
  });
  if (answer)
    return (
      <LoginCard title="Check your email" intro={answer}>
        <p className="text-center text-sm text-slate-600">
          <a href="/admin/login" className={BACK_LINK}>
            Back to sign in
          </a>
        </p>
      </LoginCard>
    );
  return (
    <LoginCard
      title="Forgot your password?"
      intro="Enter the email address of your admin account. If it has one, we will mail it a link to choose a new password."
      error={error}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <ConformField
          meta={fields.email}
          label="Email"
          type="email"
          autoComplete="username"
          className={loginInputClass}
        />
        <SignInButton
          label="Send reset link"
          action="/admin/forgot-password"
          busyLabel="Sending..."
        />
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <a href="/admin/login" className={BACK_LINK}>
          Back to sign in
        </a>
      </p>
    </LoginCard>
  );
}
