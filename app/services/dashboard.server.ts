import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";

export interface DashboardStats {
  totalPosts: number;
  /** Live on the public blog. */
  publishedPosts: number;
  /** Published, but waiting for their publish-at moment. */
  scheduledPosts: number;
  draftPosts: number;
  totalViews: number;
  contactSubmissions: number;
}

/** The figures of the admin dashboard, in one round trip. */
export async function getDashboardStats(db: Database): Promise<DashboardStats> {
  const result = await db.execute<Record<keyof DashboardStats, string | number>>(sql`
    select
      count(*) as "totalPosts",
      count(*) filter (where published and (publish_at is null or publish_at <= now())) as "publishedPosts",
      count(*) filter (where published and publish_at > now()) as "scheduledPosts",
      count(*) filter (where not published) as "draftPosts",
      coalesce(sum(view_count), 0) as "totalViews",
      (select count(*) from contact_submissions) as "contactSubmissions"
    from blog_posts
  `);
  const row = result.rows[0]!;
  return {
    totalPosts: Number(row.totalPosts),
    publishedPosts: Number(row.publishedPosts),
    scheduledPosts: Number(row.scheduledPosts),
    draftPosts: Number(row.draftPosts),
    totalViews: Number(row.totalViews),
    contactSubmissions: Number(row.contactSubmissions),
  };
}
