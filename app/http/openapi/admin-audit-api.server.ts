/** The admin audit endpoint in the OpenAPI document: who did what, for super admins. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { auditEntry } from "~/schemas/api-responses";
import { auditQuerySchema } from "~/schemas/audit-log";
import { FIRST_DAY, LAST_DAY } from "~/schemas/date-input";
import { adminSecurity, invalid, jsonResponse, refusals, type Shared } from "./common.server";

export function registerAdminAuditApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared, { superAdmin: true });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/audit-log",
    tags: ["Admin audit"],
    summary: "The audit log",
    description: `Newest first; \`from\`/\`to\` are UTC days (or moments with an offset), both included, \`from\` not after \`to\`, from ${FIRST_DAY} to ${LAST_DAY}. Super admins only.`,
    security: adminSecurity("read", { superAdmin: true }),
    request: { query: auditQuerySchema },
    responses: {
      200: jsonResponse(
        "One page.",
        z.object({ entries: z.array(auditEntry), total: z.number().int() }),
      ),
      400: invalid(shared, "page must be at least 1"),
      ...refused(401, 403, 405, 503),
    },
  });
}
