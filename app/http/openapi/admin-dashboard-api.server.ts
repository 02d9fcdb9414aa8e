/** The admin dashboard endpoints in the OpenAPI document: counts and the analytics report. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { isoDay } from "~/schemas/analytics-range";
import { analyticsReport, dashboardStats } from "~/schemas/api-responses";
import { FIRST_DAY, LAST_DAY } from "~/schemas/date-input";
import { adminSecurity, jsonResponse, refusal, refusals, type Shared } from "./common.server";

export function registerAdminDashboardApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const tags = ["Admin dashboard"];

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/dashboard/stats",
    tags,
    summary: "Counts for the dashboard",
    security: adminSecurity("read"),
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
      ...refused(401, 403, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/analytics",
    tags,
    summary: "The analytics report of a range of days",
    description: `The last 30 days without a range. \`from\` alone runs through today, \`to\` alone ends a 30-day range; at most 366 days, \`from\` not after \`to\`, days from ${FIRST_DAY} to ${LAST_DAY}.`,
    security: adminSecurity("read"),
    request: { query: z.object({ from: isoDay.optional(), to: isoDay.optional() }) },
    responses: {
      200: jsonResponse("The report.", analyticsReport),
      400: refusal(shared, "A malformed or too long range.", "A range covers at most 366 days."),
      ...refused(401, 403, 503),
    },
  });
}
