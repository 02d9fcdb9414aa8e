import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { ConformField } from "~/components/ui/conform-field";
import { loginFormSchema } from "~/schemas/auth";
import { LoginCard, loginInputClass } from "./login-card";
import { SignInButton } from "./sign-in-button";

const signInFields = [
  { name: "email", label: "Email", type: "email", autoComplete: "username" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

/**
 * E-mail and password. Fields are checked as they are left (JavaScript on); the server's own
 * field errors show in the same places when it refuses them.
 */
export function PasswordStep({
  redirectTo,
  error,
  email,
  fieldErrors,
}: {
  redirectTo: string;
  error?: string;
  email?: string;
  fieldErrors?: Record<string, string[]>;
}) {
  const [form, fields] = useForm({
    id: "admin-login",
    constraint: getZodConstraint(loginFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { email: email ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
  });
  return (
    <LoginCard
      title="Admin Login"
      intro="Sign in to manage blog posts and enquiries."
      error={error}
    >
      <Form method="post" action="/admin/login" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {signInFields.map(({ name, ...control }) => (
          <ConformField
            key={name}
            meta={fields[name]}
            errors={fields[name].errors ?? fieldErrors?.[name]}
            className={loginInputClass}
            {...control}
          />
        ))}
        <SignInButton label="Sign In" />
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <a
          href="/admin/forgot-password"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Forgot your password?
        </a>
      </p>
    </LoginCard>
  );
}
