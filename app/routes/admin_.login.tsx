/**
 * /admin/login: e-mail and password, then — for accounts with two-factor authentication — the
 * code. A plain POST form (works with JavaScript off); with JavaScript the button shows
 * "Signing in..." and fields are checked as they are left. Sign-in itself is remix-auth's
 * FormStrategy (app/services/auth/authenticator.server.ts).
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft, Loader2, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { site } from "~/content/site";
import { fieldKeysFor } from "~/lib/field-encryption.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { loginFormSchema } from "~/schemas/auth";
import {
  CHALLENGE_EXPIRED_MESSAGE,
  createLoginAuthenticator,
} from "~/services/auth/authenticator.server";
import { DASHBOARD_PATH, getAdminUser } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { startWebSession } from "~/services/auth/web-session.server";

const UNEXPECTED_LOGIN_ERROR = "An error occurred during login. Please try again.";

export const meta: MetaFunction = () => [
  { title: `Admin Login | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  if (await getAdminUser(request, context)) throw redirect(redirectTo || DASHBOARD_PATH);
  return { redirectTo };
}

type ActionData = {
  step: "password" | "two-factor";
  message: string;
  email?: string;
  challenge?: string;
  redirectTo?: string;
  fieldErrors?: Record<string, string[]>;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const strategy = form.get("intent") === "two-factor" ? "two-factor" : "password";
  const email = String(form.get("email") ?? "");
  try {
    const db = await context.db();
    const meta = requestMeta(request, context);
    const result = await createLoginAuthenticator(db, meta, {
      jwtSecret: context.env.JWT_SECRET,
      secretKeys: await fieldKeysFor(context),
    }).authenticate(strategy, request);
    if (result.step === "signed_in") {
      const cookie = await startWebSession(request, context, db, result.user, meta);
      return redirect(safeRedirect(result.redirectTo, DASHBOARD_PATH), {
        headers: { "Set-Cookie": cookie },
      });
    }
    if (result.step === "second_factor") {
      return data<ActionData>({
        step: "two-factor",
        message: "",
        challenge: result.challenge,
        redirectTo: safeRedirect(result.redirectTo, ""),
      });
    }
    const staysOnCode =
      strategy === "two-factor" &&
      result.message !== CHALLENGE_EXPIRED_MESSAGE &&
      result.status !== 423 &&
      result.status !== 429;
    return data<ActionData>(
      {
        step: staysOnCode ? "two-factor" : "password",
        message: result.message,
        email,
        challenge: staysOnCode ? String(form.get("challenge") ?? "") : undefined,
        redirectTo: safeRedirect(form.get("redirectTo"), ""),
        fieldErrors: result.fieldErrors,
      },
      {
        status: result.status,
        headers: result.retryAfterSeconds
          ? { "Retry-After": String(result.retryAfterSeconds) }
          : undefined,
      },
    );
  } catch (error) {
    console.error("admin login failed", error instanceof Error ? error.message : error);
    return data<ActionData>(
      { step: "password", message: UNEXPECTED_LOGIN_ERROR, email },
      { status: 500 },
    );
  }
}

export default function AdminLogin() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.step === "two-factor" && result.challenge) {
    return (
      <TwoFactorStep
        challenge={result.challenge}
        redirectTo={result.redirectTo ?? redirectTo}
        error={result.message}
      />
    );
  }
  return (
    <PasswordStep
      redirectTo={result?.redirectTo ?? redirectTo}
      error={result ? result.message || "Login failed" : undefined}
      email={result?.email}
      fieldErrors={result?.fieldErrors}
    />
  );
}

/** Unexpected failures (network, server) keep the form on screen with the spec's message. */
export function ErrorBoundary() {
  return <PasswordStep redirectTo="" error={UNEXPECTED_LOGIN_ERROR} />;
}

function useSigningIn() {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction?.startsWith("/admin/login") === true
  );
}

function PasswordStep({
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
  const busy = useSigningIn();
  const [form, fields] = useForm({
    id: "admin-login",
    constraint: getZodConstraint(loginFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { email: email ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
  });
  const emailErrors = fields.email.errors ?? fieldErrors?.email;
  const passwordErrors = fields.password.errors ?? fieldErrors?.password;
  return (
    <LoginCard
      title="Admin Login"
      intro="Sign in to manage blog posts and enquiries."
      error={error}
    >
      <Form method="post" action="/admin/login" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Email"
          id={fields.email.id}
          errorId={fields.email.errorId}
          errors={emailErrors}
        >
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="username"
            aria-invalid={emailErrors ? true : undefined}
            aria-describedby={emailErrors ? fields.email.errorId : undefined}
            className={inputClass}
            key={fields.email.key}
          />
        </Field>
        <Field
          label="Password"
          id={fields.password.id}
          errorId={fields.password.errorId}
          errors={passwordErrors}
        >
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            aria-invalid={passwordErrors ? true : undefined}
            aria-describedby={passwordErrors ? fields.password.errorId : undefined}
            className={inputClass}
            key={fields.password.key}
          />
        </Field>
        <SubmitButton busy={busy} idle="Sign In" />
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Forgot your password?{" "}
        <a
          href={`mailto:${site.emails.support}?subject=${encodeURIComponent("Admin password reset")}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Contact support
        </a>
      </p>
    </LoginCard>
  );
}

function TwoFactorStep({
  challenge,
  redirectTo,
  error,
}: {
  challenge: string;
  redirectTo: string;
  error?: string;
}) {
  const busy = useSigningIn();
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
            className={`${inputClass} tracking-widest`}
          />
        </Field>
        <SubmitButton busy={busy} idle="Verify" />
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

const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-500";

function LoginCard({
  title,
  intro,
  error,
  children,
}: {
  title: string;
  intro: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-md">
        <a
          href="/"
          className="mb-6 inline-flex items-center gap-2 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Back to {site.name}
        </a>
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Lock aria-hidden className="h-6 w-6" />
            </span>
            <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
            <p className="mt-2 text-sm text-slate-600">{intro}</p>
          </div>
          {error ? (
            <div
              role="alert"
              className="mb-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {error}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </main>
  );
}

function SubmitButton({ busy, idle }: { busy: boolean; idle: string }) {
  return (
    <button type="submit" disabled={busy} className={buttonClasses({ className: "w-full" })}>
      {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
      {busy ? "Signing in..." : idle}
    </button>
  );
}
