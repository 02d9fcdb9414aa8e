/**
 * /admin/login: e-mail and password, then — for accounts with two-factor authentication — the
 * code. A plain POST form (works with JavaScript off); with JavaScript the button shows
 * "Signing in..." and fields are checked as they are left. Sign-in itself is remix-auth's
 * FormStrategy (app/services/auth/authenticator.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PasswordStep } from "~/components/admin/login/password-step";
import { TwoFactorStep } from "~/components/admin/login/two-factor-step";
import { unlockOffer } from "~/http/unlock-offer.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { fieldKeysFor } from "~/lib/field-encryption.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { logError } from "~/platform/request-log.server";
import {
  CHALLENGE_EXPIRED_MESSAGE,
  createLoginAuthenticator,
} from "~/services/auth/authenticator.server";
import { DASHBOARD_PATH, getAdminUser } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { startWebSession } from "~/services/auth/web-session.server";

const UNEXPECTED_LOGIN_ERROR = "An error occurred during login. Please try again.";

export const meta: MetaFunction = () => adminPageMeta("Admin Login", { namesAdmin: true });

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
      reportLock: unlockOffer(request, context, db, meta),
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
    logError(context.requestId, error);
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

/** Unexpected failures (network, server) keep the form on screen, saying an error occurred. */
export function ErrorBoundary() {
  return <PasswordStep redirectTo="" error={UNEXPECTED_LOGIN_ERROR} />;
}
