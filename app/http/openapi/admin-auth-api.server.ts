/** The admin auth endpoints in the OpenAPI document: sign-in, two-factor, refresh, CSRF, who am I, sign-out, password reset. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  forgotPasswordSchema,
  RESET_REQUESTED_MESSAGE,
  resetPasswordSchema,
} from "~/schemas/account-links";
import { adminUser, apiKeyIdentity, signInBody, tokenPair } from "~/schemas/api-responses";
import { loginSchema, refreshSchema, twoFactorLoginSchema } from "~/schemas/auth";
import {
  adminSecurity,
  invalid,
  jsonContent,
  jsonResponse,
  refusal,
  refusals,
  refusalWithRetry,
  PUBLIC,
  type Shared,
} from "./common.server";

const TOKENS_EXAMPLE = {
  tokens: {
    accessToken: "eyJhbGciOiJIUzI1NiJ9.access",
    refreshToken: "eyJhbGciOiJIUzI1NiJ9.refresh",
    sessionToken: "c2Vzc2lvbi10b2tlbg",
  },
  user: { email: "admin@example.com", role: "admin" },
};

function signInRefusals(shared: Shared) {
  return {
    423: refusalWithRetry(
      shared,
      "The account is locked after repeated failures.",
      "Account temporarily locked. Try again in 15 minutes.",
      900,
    ),
    429: refusalWithRetry(
      shared,
      "Too many sign-in attempts from this address.",
      "Too many login attempts. Try again later.",
      60,
    ),
  };
}

export function registerAdminAuthApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const signIn = registry.register("SignIn", signInBody);

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/admin/auth/login",
    tags: ["Admin auth"],
    summary: "Sign in",
    description:
      "Answers the tokens, or, for an account with two-factor authentication, a challenge to finish at /api/v1/admin/auth/2fa. Failures lock the account for a while (423) and are rate limited per address (429), both with Retry-After. A lock of an account mails its owner a single-use link that signs them in on the device that opens it.",
    request: {
      body: {
        required: true,
        content: jsonContent(loginSchema, {
          email: "admin@example.com",
          password: "correct horse battery staple",
        }),
      },
    },
    responses: {
      200: jsonResponse("Signed in, or a second factor is needed.", signIn, TOKENS_EXAMPLE),
      400: invalid(shared, "Invalid email address", { email: ["Invalid email address"] }),
      401: refusal(shared, "Wrong e-mail or password.", "Invalid email or password"),
      ...signInRefusals(shared),
      ...refused(405, 413, 415, 503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/admin/auth/2fa",
    tags: ["Admin auth"],
    summary: "Finish a sign-in with a second factor",
    request: {
      body: {
        required: true,
        content: jsonContent(twoFactorLoginSchema, {
          challengeToken: "eyJhbGciOiJIUzI1NiJ9.challenge",
          code: "123456",
        }),
      },
    },
    responses: {
      200: jsonResponse("Signed in.", signIn, TOKENS_EXAMPLE),
      400: invalid(shared, "Enter the code from your authenticator app or a backup code"),
      401: refusal(shared, "A wrong code, or an expired challenge.", "Invalid code"),
      ...signInRefusals(shared),
      ...refused(405, 413, 415, 503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/admin/auth/refresh",
    tags: ["Admin auth"],
    summary: "Renew the access token",
    description: "The refresh token presented is spent: presenting it again ends the session.",
    request: {
      body: {
        required: true,
        content: jsonContent(refreshSchema, { refreshToken: "eyJhbGciOiJIUzI1NiJ9.refresh" }),
      },
    },
    responses: {
      200: jsonResponse("A new pair.", z.object({ tokens: tokenPair })),
      400: invalid(shared, "refreshToken is required"),
      401: refusal(shared, "Invalid, expired or reused.", "Invalid or expired refresh token"),
      ...refused(405, 413, 415, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/auth/csrf",
    tags: ["Admin auth"],
    summary: "The session's CSRF token",
    description: "Send it as X-CSRF-Token on every admin write made with a Bearer token.",
    security: [{ bearerAuth: [] }],
    responses: {
      200: jsonResponse("The token.", z.object({ csrfToken: z.string() }), {
        csrfToken: "k3J9...Qw",
      }),
      400: refusal(
        shared,
        "Called with an API key, which needs no CSRF token.",
        "CSRF tokens belong to signed-in sessions; API keys need none.",
      ),
      ...refused(401, 403, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/auth/me",
    tags: ["Admin auth"],
    summary: "Who the credentials belong to",
    security: adminSecurity("read"),
    responses: {
      200: jsonResponse(
        "The signed-in admin, or the API key.",
        z.union([z.object({ user: adminUser }), z.object({ apiKey: apiKeyIdentity })]),
        { user: { email: "admin@example.com", role: "admin" } },
      ),
      ...refused(401, 403, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/auth/logout",
    tags: ["Admin auth"],
    summary: "Sign out",
    description:
      "Blacklists the access token until it expires and ends the session, so neither it nor the refresh token works again.",
    security: [{ bearerAuth: [] }],
    request: {
      headers: z.object({
        "X-Session-Token": z
          .string()
          .optional()
          .openapi({ description: "The session token from sign-in, when the client has it." }),
      }),
    },
    responses: {
      200: jsonResponse("Signed out.", shared.error, { message: "Logged out" }),
      401: refusal(
        shared,
        "No token, an invalid one, or a session token of another session.",
        "Authentication required",
      ),
      ...refused(405, 503),
    },
  });

  registerPasswordReset(registry, shared);
}

function registerPasswordReset(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/admin/auth/forgot-password",
    tags: ["Admin auth"],
    summary: "Ask for a password reset link",
    description:
      "Always 202 with the same message for a well-formed address, whether or not it has an account: only an active admin account is mailed a link (single use, 30 minutes) to /admin/reset-password. Rate limited per client (429, the same for every address) and per address (silently: nothing more is mailed).",
    request: {
      body: {
        required: true,
        content: jsonContent(forgotPasswordSchema, { email: "admin@example.com" }),
      },
    },
    responses: {
      202: jsonResponse("Accepted: a link is mailed if the address has an account.", shared.error, {
        message: RESET_REQUESTED_MESSAGE,
      }),
      400: invalid(shared, "Invalid email address", { email: ["Invalid email address"] }),
      429: refusalWithRetry(
        shared,
        "Too many reset requests from this client.",
        "Too many reset requests from your network. Try again in 15 minutes.",
        900,
      ),
      ...refused(405, 413, 415, 503),
    },
  });

  registry.registerPath({
    security: PUBLIC,
    method: "post",
    path: "/api/v1/admin/auth/reset-password",
    tags: ["Admin auth"],
    summary: "Set a new password with a reset link's token",
    description:
      "Sets the password (the usual password rules) and ends every session, refresh token and API key of the account; sign in again afterwards. The token works once.",
    request: {
      body: {
        required: true,
        content: jsonContent(resetPasswordSchema, {
          token: "q2Xn0v8mYlq7m3bF1Hc2dJ9kP4sT6wZ0aB5eR8uI1oE",
          password: "Correct-Horse-Battery-9",
        }),
      },
    },
    responses: {
      200: jsonResponse("The password is set.", shared.error, {
        message: "Password changed. Sign in with the new password.",
      }),
      400: invalid(shared, "Password must be at least 12 characters", {
        password: ["Password must be at least 12 characters"],
      }),
      410: refusal(
        shared,
        "The link is unknown, expired or already used.",
        "This reset link has expired or has already been used. Ask for a new one at /admin/forgot-password.",
      ),
      ...refused(405, 413, 415, 503),
    },
  });
}
