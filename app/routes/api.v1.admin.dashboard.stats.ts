/**
 * GET /api/v1/admin/dashboard/stats → `{ stats: { totalPosts, publishedPosts, scheduledPosts,
 * draftPosts, totalViews, contactSubmissions, leadsByStatus: { new, contacted, qualified, won, lost } } }`.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { noStoreJson } from "~/http/admin-api.server";
import { requireApiAuth } from "~/services/auth/guard.server";
import { getDashboardStats } from "~/services/dashboard.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiAuth(request, context, { permission: "read" });
  return noStoreJson({ stats: await getDashboardStats(await context.db()) });
}
