/**
 * What every /api/v1 operation in the OpenAPI document shares: the auth schemes, the `{ message }`
 * refusals with their statuses, Retry-After, record ids, Cache-Control and the JSON content helper.
 */
import type { OpenAPIRegistry, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import { z, type ZodTypeAny } from "zod";
import { errorBody, retryErrorBody, validationErrorBody } from "~/schemas/api-responses";

const JSON_TYPE = "application/json";

export function jsonContent(schema: ZodTypeAny, example?: unknown) {
  return { [JSON_TYPE]: example === undefined ? { schema } : { schema, example } };
}

export function jsonResponse(description: string, schema: ZodTypeAny, example?: unknown) {
  return { description, content: jsonContent(schema, example) } satisfies ResponseConfig;
}

/** The shared refusals, registered once so each operation refers to them. */
export function registerShared(registry: OpenAPIRegistry) {
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "An access token from POST /api/v1/admin/auth/login (15 minutes; renew it with /api/v1/admin/auth/refresh). A signed-in admin holds every permission; writes also need `csrfToken`.",
  });
  registry.registerComponent("securitySchemes", "csrfToken", {
    type: "apiKey",
    in: "header",
    name: "X-CSRF-Token",
    description:
      "The session's CSRF token from GET /api/v1/admin/auth/csrf, sent with every admin write made with a Bearer token. API keys need none.",
  });
  registry.registerComponent("securitySchemes", "apiKey", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description:
      'An API key created by a super admin in Settings, with some of the permissions "read", "write" and "delete"; the operation\'s requirement names the one it needs. API keys cannot act as a super admin.',
  });
  const retryAfter = {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
    example: 30,
  } as const;
  registry.registerComponent("headers", "Retry-After", retryAfter);
  return {
    error: registry.register("Error", errorBody),
    validationError: registry.register("ValidationError", validationErrorBody),
    retryError: registry.register("RetryError", retryErrorBody),
  };
}

export type Shared = ReturnType<typeof registerShared>;

const RETRY_AFTER = { "Retry-After": { $ref: "#/components/headers/Retry-After" } };

/** A `{ message }` refusal with its status's meaning. */
export function refusal(shared: Shared, description: string, message: string): ResponseConfig {
  return jsonResponse(description, shared.error, { message });
}

/** A refusal that tells the client when to come back. */
export function refusalWithRetry(
  shared: Shared,
  description: string,
  message: string,
  retryAfter?: number,
): ResponseConfig {
  return {
    description,
    headers: RETRY_AFTER,
    content: jsonContent(
      retryAfter ? shared.retryError : shared.error,
      retryAfter ? { message, retryAfter } : { message },
    ),
  };
}

export function invalid(shared: Shared, message: string, errors?: Record<string, string[]>) {
  return jsonResponse(
    "The body or the query was refused: the first message, and each field's messages.",
    shared.validationError,
    errors ? { message, errors } : { message },
  );
}

/** The statuses whose refusal is the same wherever it is answered. */
type CommonStatus = 401 | 403 | 405 | 413 | 415 | 503;

/**
 * The refusals operations share, picked by status: `refusals(shared)(405, 413, 415, 503)`.
 * 401 and 403 are the admin API's auth (a super admin's operation words its 403 for that),
 * 413 and 415 the JSON body reader's, 503 a database that cannot be reached.
 */
export function refusals(shared: Shared, { superAdmin = false } = {}) {
  const byStatus: Record<CommonStatus, ResponseConfig> = {
    401: refusal(
      shared,
      "No credentials, or an expired or revoked token or API key.",
      "Authentication required",
    ),
    403: refusal(
      shared,
      superAdmin
        ? "Not a super admin (every API key included), or a write without a valid X-CSRF-Token."
        : "An API key without the permission, or a write without a valid X-CSRF-Token.",
      superAdmin ? "Super admin privileges required" : 'This API key lacks the "write" permission',
    ),
    405: refusal(shared, "Another method than the path allows.", "Method not allowed"),
    413: refusal(
      shared,
      "The body is larger than the endpoint accepts.",
      "The request body must not be larger than 16 KB.",
    ),
    415: refusal(
      shared,
      "The body is not sent as application/json.",
      "Send the request body as JSON (Content-Type: application/json).",
    ),
    503: refusalWithRetry(
      shared,
      "The database cannot be reached; try again after Retry-After seconds.",
      "The service is temporarily unavailable. Please try again in a moment.",
    ),
  };
  return (...statuses: CommonStatus[]) =>
    Object.fromEntries(statuses.map((status) => [status, byStatus[status]]));
}

/** A record's id in a path: Postgres integers, written as digits. */
export const recordId = (description: string) =>
  z.string().regex(/^\d+$/).openapi({ description, example: "1" });

/** How long browsers and the edge may keep a public answer. */
export const CACHED = {
  "Cache-Control": {
    description: "How long browsers and the edge may keep the answer.",
    schema: { type: "string" },
  },
} as const;

type Permission = "read" | "write" | "delete";
type SecurityRequirement = Record<string, string[]>;

/** Who may call an admin operation: a Bearer token (with X-CSRF-Token for writes) or an API key. */
export function adminSecurity(
  permission: Permission,
  { superAdmin = false } = {},
): SecurityRequirement[] {
  const bearer: SecurityRequirement =
    permission === "read" ? { bearerAuth: [] } : { bearerAuth: [], csrfToken: [] };
  return superAdmin ? [bearer] : [bearer, { apiKey: [permission] }];
}

/** Operations anyone may call. */
export const PUBLIC: SecurityRequirement[] = [];
