/**
 * Idempotent seed: the sample blog posts (published, drafts, and one scheduled a week after
 * seeding), keyed by slug, so restarting never duplicates rows
 * and never overwrites a post an admin has edited since.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "./client";
import {
  blogPosts,
  contactSubmissionNotes,
  contactSubmissions,
  sitePageRevisions,
  sitePages,
} from "./schema";
import { seedBlogPosts } from "./seed-data/blog-posts";
import { seedLeads } from "./seed-data/leads";

const DAY_MS = 86_400_000;

export async function seedDatabase(db: Database) {
  const rows = seedBlogPosts.map(({ goesLiveInDays, ...post }) => {
    const publishAt =
      goesLiveInDays === undefined ? null : new Date(Date.now() + goesLiveInDays * DAY_MS);
    const publishedDate = publishAt ?? (post.publishedDate ? new Date(post.publishedDate) : null);
    return {
      ...post,
      publishAt,
      publishedDate,
      createdAt: post.publishedDate ? new Date(post.publishedDate) : sql`now()`,
    };
  });
  const inserted = await db
    .insert(blogPosts)
    .values(rows)
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  return { blogPosts: inserted.length };
}

/**
 * Sample enquiries in every pipeline state, with notes, for a local database (`npm start`): a
 * real inbox must never receive invented people. Added once: skipped when any of them exists.
 */
export async function seedSampleLeads(db: Database) {
  const emails = seedLeads.map((lead) => lead.email);
  const existing = await db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(inArray(contactSubmissions.email, emails))
    .limit(1);
  if (existing.length > 0) return 0;
  return db.transaction(async (tx) => {
    for (const { notes, daysAgo, ...lead } of seedLeads) {
      const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
      const [row] = await tx
        .insert(contactSubmissions)
        .values({ ...lead, createdAt, verificationStatus: "not_configured" })
        .returning({ id: contactSubmissions.id });
      if (notes.length)
        await tx.insert(contactSubmissionNotes).values(
          notes.map((body, index) => ({
            submissionId: row!.id,
            authorEmail: "sales@example.com",
            body,
            createdAt: new Date(createdAt.getTime() + (index + 1) * 3_600_000),
          })),
        );
    }
    return seedLeads.length;
  });
}

/** The sample post that shows the local sample image (an upload, as an admin would add it). */
const SAMPLE_IMAGE_POST_SLUG = "building-production-ready-ai-features";

/**
 * Gives the sample post the sample image, unless an admin has set an image on it since: local
 * databases only, like the sample enquiries, since the image lives in the local bucket.
 */
export async function attachSampleImage(db: Database, imageUrl: string) {
  const updated = await db
    .update(blogPosts)
    .set({ imageUrl })
    .where(and(eq(blogPosts.slug, SAMPLE_IMAGE_POST_SLUG), isNull(blogPosts.imageUrl)))
    .returning({ id: blogPosts.id });
  return updated.length;
}

/**
 * The site's own pages as the code wrote them (the caller passes them: app/content holds them,
 * and db/ imports nothing from app/), published, each with its first revision. A page an admin
 * has saved since is left alone, so restarting never takes their work back.
 */
export async function seedSitePages(db: Database, documents: Record<string, object>) {
  const now = new Date();
  const rows = Object.entries(documents).map(([name, document]) => ({
    name,
    draft: document as Record<string, unknown>,
    published: document as Record<string, unknown>,
    publishedAt: now,
    updatedAt: now,
  }));
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sitePages)
      .values(rows)
      .onConflictDoNothing({ target: sitePages.name })
      .returning({ name: sitePages.name, published: sitePages.published });
    if (inserted.length)
      await tx.insert(sitePageRevisions).values(
        inserted.map((row) => ({
          pageName: row.name,
          document: row.published!,
          publishedAt: now,
        })),
      );
    return inserted.length;
  });
}
