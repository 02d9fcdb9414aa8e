/** The admin team endpoints in the OpenAPI document: accounts, invitations and API keys, for super admins. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { apiKeyView, pendingInvitation, teamMember } from "~/schemas/api-responses";
import { apiKeyCreateSchema } from "~/schemas/auth";
import { INVALID_USER_ID_MESSAGE, invitationSchema, userChangeSchema } from "~/schemas/team";
import {
  adminSecurity,
  invalid,
  jsonContent,
  jsonResponse,
  recordId,
  refusal,
  refusals,
  type Shared,
} from "./common.server";

const userId = () =>
  z.object({
    id: z.string().uuid().openapi({
      description: "The user's id, in any case (a uuid names the same user in capitals).",
      example: "0b7c2c7e-8f0e-4a63-9d55-1f6f5d3f4a21",
    }),
  });

export function registerAdminTeamApi(registry: OpenAPIRegistry, shared: Shared) {
  const read = adminSecurity("read", { superAdmin: true });
  const write = adminSecurity("write", { superAdmin: true });
  const refused = refusals(shared, { superAdmin: true });
  const member = registry.register("TeamMember", teamMember);
  const apiKey = registry.register("ApiKey", apiKeyView);
  const tags = ["Admin team"];
  const userNotFound = refusal(shared, "No user has this id.", "User not found");
  const malformedUserId = refusal(shared, "The id is not a uuid.", INVALID_USER_ID_MESSAGE);
  const oneselfOrLastSuperAdmin = "One's own account, or the last active super admin.";

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/users",
    tags,
    summary: "The team",
    security: read,
    responses: {
      200: jsonResponse("Every account.", z.object({ users: z.array(member) })),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "patch",
    path: "/api/v1/admin/users/{id}",
    tags,
    summary: "Change a user's role or status",
    description:
      "Suspending ends the person's sessions and the API keys they made; a super admin demoted or suspended loses the invitations they sent that are still pending.",
    security: write,
    request: {
      params: userId(),
      body: {
        required: true,
        // At least one of the two: the refinement that says so is not a JSON Schema.
        content: jsonContent(userChangeSchema.openapi({ minProperties: 1 }), {
          status: "suspended",
        }),
      },
    },
    responses: {
      200: jsonResponse("The user as changed.", z.object({ user: member })),
      400: {
        ...invalid(shared, "Send a role or a status to change"),
        description:
          "The id is not a uuid, or the body was refused (then with each field's messages).",
      },
      404: userNotFound,
      409: refusal(shared, oneselfOrLastSuperAdmin, "You cannot change your own account here."),
      ...refused(401, 403, 405, 413, 415, 503),
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/users/{id}",
    tags,
    summary: "Delete a user",
    description:
      "The API keys they made and the invitations they sent that are still pending go with them.",
    security: write,
    request: { params: userId() },
    responses: {
      200: jsonResponse("Deleted.", shared.error, { message: "User deleted" }),
      400: malformedUserId,
      404: userNotFound,
      409: refusal(shared, oneselfOrLastSuperAdmin, "You cannot delete your own account."),
      ...refused(401, 403, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/users/{id}/reset-2fa",
    tags,
    summary: "Switch off a user's two-factor authentication",
    security: write,
    request: { params: userId() },
    responses: {
      200: jsonResponse("The user, two-factor off.", z.object({ user: member })),
      400: malformedUserId,
      404: userNotFound,
      409: refusal(
        shared,
        "One's own account: Settings turns two-factor off, with the password.",
        "You cannot reset your own two-factor authentication here. Turn it off in Settings, which asks for your password.",
      ),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/users/invitations",
    tags,
    summary: "Invite someone",
    security: write,
    request: {
      body: {
        required: true,
        content: jsonContent(invitationSchema, { email: "new.admin@example.com", role: "admin" }),
      },
    },
    responses: {
      201: jsonResponse(
        "Invited; the link is also e-mailed where mail is configured.",
        z.object({ invitation: pendingInvitation, inviteUrl: z.string().url() }),
      ),
      400: invalid(shared, "Invalid email address"),
      409: refusal(
        shared,
        "The e-mail already has an account.",
        "A user with this email already exists",
      ),
      ...refused(401, 403, 405, 413, 415, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/api-keys",
    tags,
    summary: "The API keys",
    security: read,
    responses: {
      200: jsonResponse("Every key, newest first.", z.object({ apiKeys: z.array(apiKey) })),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/api-keys",
    tags,
    summary: "Make an API key",
    security: write,
    request: {
      body: {
        required: true,
        content: jsonContent(apiKeyCreateSchema, { name: "CRM sync", permissions: ["read"] }),
      },
    },
    responses: {
      201: jsonResponse(
        "Made; `key` is shown this once and never again.",
        z.object({ apiKey, key: z.string() }),
      ),
      400: invalid(shared, "Name is required"),
      ...refused(401, 403, 405, 413, 415, 503),
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/api-keys/{id}",
    tags,
    summary: "Revoke an API key",
    description: "At once, whoever made it (a key with no known maker too).",
    security: write,
    request: { params: z.object({ id: recordId("The API key's id.") }) },
    responses: {
      200: jsonResponse("Revoked.", z.object({ apiKey })),
      400: refusal(
        shared,
        "The id is not a number.",
        "The API key id must be a positive whole number",
      ),
      404: refusal(shared, "No API key has this id.", "API key not found"),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/users/invitations/{id}",
    tags,
    summary: "Revoke an invitation",
    security: write,
    request: { params: z.object({ id: recordId("The invitation's id.") }) },
    responses: {
      200: jsonResponse("Revoked.", shared.error, { message: "Invitation revoked" }),
      400: refusal(
        shared,
        "The id is not a number.",
        "The invitation id must be a positive whole number",
      ),
      404: refusal(shared, "No pending invitation has this id.", "Invitation not found"),
      ...refused(401, 403, 405, 503),
    },
  });
}
