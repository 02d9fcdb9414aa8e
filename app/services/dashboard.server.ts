import { sql } from "drizzle-orm";
import type { Database } from "~/platform/db.server";
import type { DashboardStats } from "~/schemas/api-responses";
import { countLeadsByStatus } from "~/services/leads/pipeline.server";

/** The figures of the admin dashboard: the posts' in one round trip, the pipeline's in another. */
export async function getDashboardStats(db: Database): Promise<DashboardStats> {
  const [result, leadsByStatus] = await Promise.all([
    db.execute<Record<string, string | number>>(sql`
    select
      count(*) as "totalPosts",
      count(*) filter (where published and (publish_at is null or publish_at <= now())) as "publishedPosts",
      count(*) filter (where published and publish_at > now()) as "scheduledPosts",
      count(*) filter (where not published) as "draftPosts",
      coalesce(sum(view_count), 0) as "totalViews",
      (select count(*) from contact_submissions) as "contactSubmissions"
    from blog_posts
  `),
    countLeadsByStatus(db),
  ]);
  const row = result.rows[0]!;
  return {
    totalPosts: Number(row.totalPosts),
    publishedPosts: Number(row.publishedPosts),
    scheduledPosts: Number(row.scheduledPosts),
    draftPosts: Number(row.draftPosts),
    totalViews: Number(row.totalViews),
    contactSubmissions: Number(row.contactSubmissions),
    leadsByStatus,
  };
}
