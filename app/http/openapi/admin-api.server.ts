/** The rest of the admin API in the OpenAPI document: leads, dashboard, analytics, audit, privacy, media, team. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { isoDay } from "~/schemas/analytics-range";
import {
  analyticsReport,
  apiKeyView,
  auditEntry,
  dashboardStats,
  dataSubject,
  erasedCounts,
  mediaItem,
  mediaUser,
  pendingInvitation,
  storedMedia,
  submission,
  submissionListItem,
  teamMember,
} from "~/schemas/api-responses";
import { auditQuerySchema } from "~/schemas/audit-log";
import { apiKeyCreateSchema } from "~/schemas/auth";
import { dataSubjectQuerySchema } from "~/schemas/data-subject";
import { mediaListQuerySchema } from "~/schemas/media";
import { leadUpdateSchema, submissionsApiQuerySchema } from "~/schemas/submissions";
import { invitationSchema, userChangeSchema } from "~/schemas/team";
import {
  adminSecurity,
  authRefusals,
  bodyRefusals,
  databaseDown,
  invalid,
  jsonContent,
  jsonResponse,
  methodNotAllowed,
  refusal,
  type Shared,
} from "./common.server";

const recordId = (description: string) =>
  z.object({ id: z.string().regex(/^\d+$/).openapi({ description, example: "1" }) });

const userId = () =>
  z.object({
    id: z
      .string()
      .uuid()
      .openapi({ description: "The user's id.", example: "0b7c2c7e-8f0e-4a63-9d55-1f6f5d3f4a21" }),
  });

export function registerAdminApi(registry: OpenAPIRegistry, shared: Shared) {
  const read = adminSecurity("read");
  const write = adminSecurity("write");
  const superRead = adminSecurity("read", { superAdmin: true });
  const superWrite = adminSecurity("write", { superAdmin: true });
  const superDelete = adminSecurity("delete", { superAdmin: true });
  const auth = authRefusals(shared);
  const superAuth = authRefusals(shared, { superAdmin: true });
  const down = databaseDown(shared);
  const notAllowed = methodNotAllowed(shared);

  const leadList = registry.register("SubmissionListItem", submissionListItem);
  const lead = registry.register("Submission", submission);
  const member = registry.register("TeamMember", teamMember);
  const media = registry.register("MediaItem", mediaItem);

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/contact-submissions",
    tags: ["Admin leads"],
    summary: "List enquiries",
    security: read,
    request: { query: submissionsApiQuerySchema },
    responses: {
      200: jsonResponse(
        "Newest first, with notes oldest first.",
        z.object({ submissions: z.array(leadList), total: z.number().int() }),
      ),
      400: invalid(shared, "status must be one of new, contacted, qualified, won, lost"),
      ...auth,
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "patch",
    path: "/api/v1/admin/contact-submissions/{id}",
    tags: ["Admin leads"],
    summary: "Move an enquiry along the pipeline, or note something",
    security: write,
    request: {
      params: recordId("The enquiry's id."),
      body: {
        required: true,
        content: jsonContent(leadUpdateSchema, {
          status: "contacted",
          note: "Called, demo on Monday.",
        }),
      },
    },
    responses: {
      200: jsonResponse("The enquiry as changed.", z.object({ submission: lead })),
      400: invalid(shared, "Send a status, a note or both"),
      ...auth,
      404: refusal(shared, "No enquiry has this id.", "Submission not found"),
      405: notAllowed,
      ...bodyRefusals(shared),
      503: down,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/dashboard/stats",
    tags: ["Admin dashboard"],
    summary: "Counts for the dashboard",
    security: read,
    responses: {
      200: jsonResponse("The counts.", z.object({ stats: dashboardStats }), {
        stats: {
          totalPosts: 12,
          publishedPosts: 9,
          scheduledPosts: 1,
          draftPosts: 2,
          totalViews: 3400,
          contactSubmissions: 57,
          leadsByStatus: { new: 5, contacted: 20, qualified: 12, won: 9, lost: 11 },
        },
      }),
      ...auth,
      503: down,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/analytics",
    tags: ["Admin dashboard"],
    summary: "The analytics report of a range of days",
    description: "The last 30 days without a range; at most 366 days, `from` not after `to`.",
    security: read,
    request: { query: z.object({ from: isoDay.optional(), to: isoDay.optional() }) },
    responses: {
      200: jsonResponse("The report.", analyticsReport),
      400: refusal(shared, "A malformed or too long range.", "A range covers at most 366 days."),
      ...auth,
      503: down,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/audit-log",
    tags: ["Admin audit"],
    summary: "The audit log",
    description: "Newest first; `from`/`to` are UTC days, both included. Super admins only.",
    security: superRead,
    request: { query: auditQuerySchema },
    responses: {
      200: jsonResponse(
        "One page.",
        z.object({ entries: z.array(auditEntry), total: z.number().int() }),
      ),
      400: invalid(shared, "page must be at least 1"),
      ...superAuth,
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/data-subjects",
    tags: ["Admin privacy"],
    summary: "Everything held about a person",
    description:
      "Matched by e-mail, exactly and in any case; the look-up is audited. Super admins only.",
    security: superRead,
    request: { query: dataSubjectQuerySchema },
    responses: {
      200: jsonResponse("What is held.", dataSubject),
      400: invalid(shared, "Enter the person's email address"),
      ...superAuth,
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/data-subjects",
    tags: ["Admin privacy"],
    summary: "Erase everything held about a person",
    description: "Audited with a keyed hash of the address, never the address. Super admins only.",
    security: superDelete,
    request: { query: dataSubjectQuerySchema },
    responses: {
      200: jsonResponse("How many records were erased.", z.object({ erased: erasedCounts })),
      400: invalid(shared, "Enter the person's email address"),
      ...superAuth,
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/media",
    tags: ["Admin media"],
    summary: "The media library",
    security: read,
    request: { query: mediaListQuerySchema },
    responses: {
      200: jsonResponse(
        "Newest first.",
        z.object({ media: z.array(media), total: z.number().int() }),
      ),
      400: invalid(shared, "page must be at least 1"),
      ...auth,
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/media",
    tags: ["Admin media"],
    summary: "Upload an image",
    description:
      "PNG, JPEG, WebP, GIF or AVIF, recognised by its bytes, up to 5 MB, in the multipart field `file`.",
    security: write,
    request: {
      body: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({ file: z.string().openapi({ format: "binary" }) }),
          },
        },
      },
    },
    responses: {
      201: jsonResponse("Stored; served at `url`.", storedMedia, {
        id: "2026-11-27-diagram.png",
        url: "/media/2026-11-27-diagram.png",
        contentType: "image/png",
        size: 48213,
        width: 1200,
        height: 630,
      }),
      400: refusal(shared, "No file in the field.", "Choose an image file to upload."),
      ...auth,
      405: notAllowed,
      413: refusal(shared, "Larger than 5 MB.", "The image must not be larger than 5 MB."),
      415: refusal(
        shared,
        "Not one of the image types, or not multipart/form-data.",
        "Upload a PNG, JPEG, WebP, GIF or AVIF image.",
      ),
      503: refusal(
        shared,
        "Image storage is not configured, or the database is away.",
        "Image storage is not configured.",
      ),
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/media/{id}",
    tags: ["Admin media"],
    summary: "Delete an image",
    security: adminSecurity("delete"),
    request: {
      params: z.object({ id: z.string().openapi({ example: "2026-11-27-diagram.png" }) }),
    },
    responses: {
      200: jsonResponse(
        "Deleted.",
        z.object({ message: z.string(), media: z.object({ id: z.string() }) }),
      ),
      ...auth,
      404: refusal(shared, "No image has this id.", "Image not found"),
      405: notAllowed,
      409: jsonResponse(
        "A post still shows it.",
        z.object({ message: z.string(), usedBy: z.array(mediaUser) }),
      ),
      503: down,
    },
  });

  const tags = ["Admin team"];
  const userNotFound = refusal(shared, "No user has this id.", "User not found");

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/users",
    tags,
    summary: "The team",
    security: superRead,
    responses: {
      200: jsonResponse("Every account.", z.object({ users: z.array(member) })),
      ...superAuth,
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "patch",
    path: "/api/v1/admin/users/{id}",
    tags,
    summary: "Change a user's role or status",
    security: superWrite,
    request: {
      params: userId(),
      body: { required: true, content: jsonContent(userChangeSchema, { status: "suspended" }) },
    },
    responses: {
      200: jsonResponse("The user as changed.", z.object({ user: member })),
      400: invalid(shared, "Send a role or a status to change"),
      ...superAuth,
      404: userNotFound,
      405: notAllowed,
      409: refusal(
        shared,
        "One's own account, or the last active super admin.",
        "You cannot change your own account here.",
      ),
      ...bodyRefusals(shared),
      503: down,
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/users/{id}",
    tags,
    summary: "Delete a user",
    security: superWrite,
    request: { params: userId() },
    responses: {
      200: jsonResponse("Deleted.", shared.error, { message: "User deleted" }),
      ...superAuth,
      404: userNotFound,
      409: refusal(
        shared,
        "One's own account, or the last active super admin.",
        "You cannot delete your own account.",
      ),
      503: down,
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/users/{id}/reset-2fa",
    tags,
    summary: "Switch off a user's two-factor authentication",
    security: superWrite,
    request: { params: userId() },
    responses: {
      200: jsonResponse("The user, two-factor off.", z.object({ user: member })),
      ...superAuth,
      404: userNotFound,
      405: notAllowed,
      409: refusal(
        shared,
        "Refused for this account.",
        "You cannot reset your own two-factor authentication here.",
      ),
      503: down,
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/users/invitations",
    tags,
    summary: "Invite someone",
    security: superWrite,
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
      ...superAuth,
      405: notAllowed,
      409: refusal(
        shared,
        "The e-mail already has an account.",
        "A user with this email already exists",
      ),
      ...bodyRefusals(shared),
      503: down,
    },
  });

  const apiKey = registry.register("ApiKey", apiKeyView);

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/api-keys",
    tags,
    summary: "The API keys",
    security: superRead,
    responses: {
      200: jsonResponse("Every key, newest first.", z.object({ apiKeys: z.array(apiKey) })),
      ...superAuth,
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/api-keys",
    tags,
    summary: "Make an API key",
    security: superWrite,
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
      ...superAuth,
      405: notAllowed,
      ...bodyRefusals(shared),
      503: down,
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/api-keys/{id}",
    tags,
    summary: "Revoke an API key",
    description: "At once, whoever made it (a key with no known maker too).",
    security: superWrite,
    request: { params: recordId("The API key's id.") },
    responses: {
      200: jsonResponse("Revoked.", z.object({ apiKey })),
      400: refusal(
        shared,
        "The id is not a number.",
        "The API key id must be a positive whole number",
      ),
      ...superAuth,
      404: refusal(shared, "No API key has this id.", "API key not found"),
      405: notAllowed,
      503: down,
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/users/invitations/{id}",
    tags,
    summary: "Revoke an invitation",
    security: superWrite,
    request: { params: recordId("The invitation's id.") },
    responses: {
      200: jsonResponse("Revoked.", shared.error, { message: "Invitation revoked" }),
      400: refusal(
        shared,
        "The id is not a number.",
        "The invitation id must be a positive whole number",
      ),
      ...superAuth,
      404: refusal(shared, "No pending invitation has this id.", "Invitation not found"),
      405: notAllowed,
      503: down,
    },
  });
}
