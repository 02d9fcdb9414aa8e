/**
 * The /api/v1 contract as an OpenAPI 3.1 document, generated from the zod schemas the routes
 * validate with and the shapes they answer with, so the document cannot drift from the code.
 */
import {
  extendZodWithOpenApi,
  OpenApiGeneratorV31,
  OpenAPIRegistry,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { site } from "~/content/site";
import { registerAdminAuditApi } from "./admin-audit-api.server";
import { registerAdminAuthApi } from "./admin-auth-api.server";
import { registerAdminBlogApi } from "./admin-blog-api.server";
import { registerAdminDashboardApi } from "./admin-dashboard-api.server";
import { registerAdminLeadsApi } from "./admin-leads-api.server";
import { registerAdminMediaApi } from "./admin-media-api.server";
import { registerAdminPagesApi } from "./admin-pages-api.server";
import { registerAdminPrivacyApi } from "./admin-privacy-api.server";
import { registerAdminTeamApi } from "./admin-team-api.server";
import { registerShared } from "./common.server";
import { stateEveryPatternOf } from "./patterns.server";
import { registerPublicApi } from "./public-api.server";
import { registerPublicBlogApi } from "./public-blog-api.server";

export const OPENAPI_CACHE_CONTROL = "public, max-age=3600";

const DESCRIPTION = `The JSON API of ${site.name}'s website: public blog reads, enquiries, consent, chat and analytics, and the admin portal's API.

Errors are JSON \`{ "message": "..." }\` with the status that fits; a refused body or query also carries \`errors\`, each field's messages.

**Auth.** Admin endpoints take either a Bearer access token (sign in at \`/api/v1/admin/auth/login\`; writes also send the session's \`X-CSRF-Token\` from \`/api/v1/admin/auth/csrf\`) or an \`X-API-Key\` with the permission the operation names (read, write or delete). Team, audit and privacy endpoints are for a super admin's token only.

**Rate limits.** Sign-in, enquiries, consent, chat and analytics events are limited per client; past a limit the answer is 429 (or 423 for a locked account) with \`Retry-After\` in seconds. While the database is away, answers that need it are 503 with \`Retry-After\`.`;

const TAGS = {
  Blog: "Published posts, as the public reads them.",
  "Page data": "What the public pages render: metadata and first data.",
  Leads: "Enquiries from the contact form or any client.",
  Consent: "The visitor's cookie consent.",
  Chat: "The site's chat assistant.",
  Analytics: "First-party analytics events.",
  Operations: "Health of the deployment.",
  "Admin auth": "Sign-in, tokens and the CSRF token of the admin API.",
  "Admin blog": "Writing, publishing and restoring posts.",
  "Admin leads": "The enquiries' pipeline.",
  "Admin dashboard": "Counts and analytics.",
  "Admin audit": "Who did what.",
  "Admin privacy": "Data-subject requests: access and erasure.",
  "Admin media": "The image library.",
  "Admin pages": "The site's own pages: drafts, publishing, revisions.",
  "Admin team": "Accounts and invitations.",
};

/** `get /api/v1/admin/blog/posts/{id}` → `getAdminBlogPostsById`: stable names for generated clients. */
function operationIdOf(method: string, path: string) {
  const words = path
    .replace(/^\/api\/v1\//, "")
    .split("/")
    .flatMap((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      return param ? ["by", param[1]!] : part.split(/[-.]/);
    });
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

export function buildOpenApiDocument(serverUrl?: string) {
  // Adds `.openapi()` to zod's types; the generator needs it and it is idempotent.
  extendZodWithOpenApi(z);
  const registry = new OpenAPIRegistry();
  const shared = registerShared(registry);
  // In the order of TAGS, which is the order of the document's paths.
  for (const register of [
    registerPublicBlogApi,
    registerPublicApi,
    registerAdminAuthApi,
    registerAdminBlogApi,
    registerAdminLeadsApi,
    registerAdminDashboardApi,
    registerAdminAuditApi,
    registerAdminPrivacyApi,
    registerAdminMediaApi,
    registerAdminPagesApi,
    registerAdminTeamApi,
  ])
    register(registry, shared);
  // Any operation can fail unexpectedly, or on a misconfigured deployment: one shared answer.
  const internalError = registry.registerComponent("responses", "InternalError", {
    description:
      "An unexpected failure, or a deployment whose configuration is broken. The request's id is in X-Request-Id.",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  for (const definition of registry.definitions)
    if (definition.type === "route") {
      const { route } = definition;
      route.operationId ??= operationIdOf(route.method, route.path);
      route.responses[500] ??= internalError.ref;
    }
  stateEveryPatternOf(registry.definitions);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: `${site.name} API`,
      version: "1",
      description: DESCRIPTION,
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: serverUrl ? [{ url: serverUrl }] : [],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
}
