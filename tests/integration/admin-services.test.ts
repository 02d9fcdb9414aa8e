/**
 * The admin services against the real database: the rules the screens and the API share.
 * Other test files write posts at the same time, so each test works on rows it tags itself.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRequestEdgeCache } from "~/edge/edge-cache.server";
import { generationStoreFor } from "~/edge/generation-store.server";
import type { Database } from "~/platform/db.server";
import { createBlogPostSchema } from "~/schemas/blog-post";
import {
  createBlogPost,
  deleteBlogPost,
  listAdminPosts,
  toggleBlogPostPublished,
  updateBlogPost,
  type BlogWriter,
} from "~/services/blog/admin-posts.server";
import { getDashboardStats } from "~/services/dashboard.server";
import { exportSubmissionsCsv } from "~/services/leads/inbox-export.server";
import { deleteSubmission, getSubmission, listSubmissions } from "~/services/leads/inbox.server";
import { contactSubmissions, securityAuditLog } from "~db/schema";
import { withDb } from "../support/worker";

const noneScheduled = async () => null;

/** The edge cache of the Worker's site, as a request opens it (the same KV namespace). */
function siteEdgeCache(origin = "http://localhost") {
  return createRequestEdgeCache({
    origin,
    ctx: createExecutionContext(),
    store: generationStoreFor(env as unknown as { EDGE_STATE?: KVNamespace }),
    generationEnd: noneScheduled,
  });
}

/** A writer as a route makes one: the database, an actor, and the request's audit details. */
function writerFor(db: Database): BlogWriter {
  return {
    db,
    userId: null,
    via: { via: "integration-test" },
    meta: { ipAddress: "198.51.100.200", userAgent: "vitest", requestId: crypto.randomUUID() },
    edgeCache: siteEdgeCache(),
  };
}

const unique = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function postInput(tag: string, overrides: Record<string, unknown> = {}) {
  return createBlogPostSchema.parse({
    slug: `${tag}-post`,
    title: `Post ${tag}`,
    excerpt: "An excerpt that is long enough",
    content: "word ".repeat(450),
    category: "Testing",
    ...overrides,
  });
}

/** The edge cache's generation as the next request reads it. */
async function generationFor(origin: string) {
  return (await siteEdgeCache(origin).generation()).id;
}

describe("blog admin service", () => {
  it("audits every write and retires the public cache by itself, whoever calls it", async () => {
    const tag = unique();
    const origin = "http://localhost";
    await withDb(async (db) => {
      const writer = writerFor(db);
      const generations: string[] = [await generationFor(origin)];
      const created = await createBlogPost(writer, postInput(tag));
      if (created.status !== "ok") throw new Error("not created");
      generations.push(await generationFor(origin));
      await updateBlogPost(writer, created.post.id, { title: `Renamed ${tag}` });
      generations.push(await generationFor(origin));
      await toggleBlogPostPublished(writer, created.post.id);
      generations.push(await generationFor(origin));
      await deleteBlogPost(writer, created.post.id);
      generations.push(await generationFor(origin));
      // Each write started a new generation, so nothing cached before it is served after it.
      expect(new Set(generations).size).toBe(5);

      const audit = await db
        .select()
        .from(securityAuditLog)
        .where(eq(securityAuditLog.resource, `post:${created.post.id}`))
        .orderBy(securityAuditLog.id);
      expect(audit.map((entry) => entry.action)).toEqual([
        "post.created",
        "post.updated",
        "post.publish_toggled",
        "post.deleted",
      ]);
      for (const entry of audit) {
        expect(entry.ipAddress).toBe("198.51.100.200");
        expect(entry.metadata).toMatchObject({ via: "integration-test" });
      }
      expect(audit[1]!.metadata).toMatchObject({ fields: ["title"] });
      expect(audit[2]!.metadata).toMatchObject({ published: true });
    });
  });

  it("creates a draft with a computed read time and no publication date", async () => {
    const tag = unique();
    const result = await withDb((db) => createBlogPost(writerFor(db), postInput(tag)));
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(result.post).toMatchObject({
      slug: `${tag}-post`,
      published: false,
      publishedDate: null,
      readTime: "3 min read",
      viewCount: 0,
    });
  });

  it("stamps publishedDate when a post is first published, and keeps it after unpublishing", async () => {
    const tag = unique();
    await withDb(async (db) => {
      const created = await createBlogPost(writerFor(db), postInput(tag));
      if (created.status !== "ok") throw new Error("not created");
      const published = await toggleBlogPostPublished(writerFor(db), created.post.id);
      if (published.status !== "ok") throw new Error("not toggled");
      expect(published.post.published).toBe(true);
      expect(published.post.publishedDate).toBeInstanceOf(Date);
      const unpublished = await toggleBlogPostPublished(writerFor(db), created.post.id);
      if (unpublished.status !== "ok") throw new Error("not toggled");
      expect(unpublished.post.published).toBe(false);
      expect(unpublished.post.publishedDate).toEqual(published.post.publishedDate);
      const again = await updateBlogPost(writerFor(db), created.post.id, { published: true });
      if (again.status !== "ok") throw new Error("not updated");
      expect(again.post.publishedDate).toEqual(published.post.publishedDate);
    });
  });

  it("reports a taken slug instead of failing, on create and on update", async () => {
    const tag = unique();
    await withDb(async (db) => {
      const first = await createBlogPost(writerFor(db), postInput(tag));
      expect((await createBlogPost(writerFor(db), postInput(tag))).status).toBe("slug-taken");
      const second = await createBlogPost(writerFor(db), postInput(tag, { slug: `${tag}-other` }));
      if (first.status !== "ok" || second.status !== "ok") throw new Error("not created");
      expect(
        (await updateBlogPost(writerFor(db), second.post.id, { slug: first.post.slug })).status,
      ).toBe("slug-taken");
    });
  });

  it("updates only the given fields and recomputes a cleared read time", async () => {
    const tag = unique();
    await withDb(async (db) => {
      const created = await createBlogPost(
        writerFor(db),
        postInput(tag, { readTime: "9 min read", author: "Ada" }),
      );
      if (created.status !== "ok") throw new Error("not created");
      const updated = await updateBlogPost(writerFor(db), created.post.id, {
        title: "Renamed",
        readTime: null,
      });
      if (updated.status !== "ok") throw new Error("not updated");
      expect(updated.post).toMatchObject({
        title: "Renamed",
        author: "Ada",
        readTime: "3 min read",
        slug: `${tag}-post`,
      });
      expect(updated.post.updatedAt.getTime()).toBeGreaterThanOrEqual(
        created.post.updatedAt.getTime(),
      );
    });
  });

  it("answers not-found for unknown ids", async () => {
    await withDb(async (db) => {
      expect((await updateBlogPost(writerFor(db), 987654321, { title: "x" })).status).toBe(
        "not-found",
      );
      expect((await toggleBlogPostPublished(writerFor(db), 987654321)).status).toBe("not-found");
      expect((await deleteBlogPost(writerFor(db), 987654321)).status).toBe("not-found");
    });
  });

  it("lists newest first with status, search and pages, and the filtered total", async () => {
    const tag = unique();
    await withDb(async (db) => {
      for (let i = 0; i < 12; i++) {
        const created = await createBlogPost(
          writerFor(db),
          postInput(`${tag}-${i}`, { published: i % 3 === 0 }),
        );
        if (created.status !== "ok") throw new Error("not created");
      }
      const firstPage = await listAdminPosts(db, { page: 1, limit: 10, search: tag });
      expect(firstPage.total).toBe(12);
      expect(firstPage.posts).toHaveLength(10);
      expect(firstPage.posts[0]!.slug).toBe(`${tag}-11-post`);
      const secondPage = await listAdminPosts(db, { page: 2, limit: 10, search: tag });
      expect(secondPage.posts.map((p) => p.slug)).toEqual([`${tag}-1-post`, `${tag}-0-post`]);
      const beyond = await listAdminPosts(db, { page: 5, limit: 10, search: tag });
      expect(beyond).toEqual({ posts: [], total: 12 });
      const published = await listAdminPosts(db, {
        page: 1,
        limit: 10,
        search: tag,
        status: "published",
      });
      expect(published.total).toBe(4);
      expect(published.posts.every((p) => p.published)).toBe(true);
      const drafts = await listAdminPosts(db, { page: 1, limit: 10, search: tag, status: "draft" });
      expect(drafts.total).toBe(8);
    });
  });

  it("treats LIKE wildcards in a search literally", async () => {
    await withDb(async (db) => {
      const result = await listAdminPosts(db, { page: 1, limit: 10, search: "%_%" });
      expect(result.total).toBe(0);
    });
  });

  it("deletes a post once", async () => {
    const tag = unique();
    await withDb(async (db) => {
      const created = await createBlogPost(writerFor(db), postInput(tag));
      if (created.status !== "ok") throw new Error("not created");
      expect((await deleteBlogPost(writerFor(db), created.post.id)).status).toBe("ok");
      expect((await deleteBlogPost(writerFor(db), created.post.id)).status).toBe("not-found");
    });
  });
});

describe("dashboard stats", () => {
  it("agrees with the tables", async () => {
    await withDb(async (db) => {
      // Other files write concurrently: retry until two direct counts agree around the stats.
      for (let attempt = 0; attempt < 5; attempt++) {
        const count = async () =>
          (
            await db.execute(sql`select
              (select count(*) from blog_posts)::int as "totalPosts",
              (select count(*) from blog_posts where published and coalesce(publish_at <= now(), true))::int as "publishedPosts",
              (select count(*) from blog_posts where published and publish_at > now())::int as "scheduledPosts",
              (select count(*) from blog_posts where not published)::int as "draftPosts",
              (select coalesce(sum(view_count), 0) from blog_posts)::int as "totalViews",
              (select count(*) from contact_submissions)::int as "contactSubmissions",
              (select jsonb_build_object(
                'new', count(*) filter (where status = 'new'),
                'contacted', count(*) filter (where status = 'contacted'),
                'qualified', count(*) filter (where status = 'qualified'),
                'won', count(*) filter (where status = 'won'),
                'lost', count(*) filter (where status = 'lost')
              ) from contact_submissions) as "leadsByStatus"`)
          ).rows[0];
        const before = await count();
        const stats = await getDashboardStats(db);
        const after = await count();
        if (JSON.stringify(before) !== JSON.stringify(after)) continue;
        expect(stats).toEqual(before);
        expect(stats.totalPosts).toBe(
          stats.publishedPosts + stats.scheduledPosts + stats.draftPosts,
        );
        return;
      }
      throw new Error("the tables kept changing");
    });
  });
});

describe("submissions service", () => {
  async function addSubmissions(tag: string) {
    return withDb((db) =>
      db
        .insert(contactSubmissions)
        .values([
          {
            firstName: "Ada",
            lastName: `Lovelace${tag}`,
            email: `ada.${tag}@example.com`,
            company: "Analytical, Ltd",
            message: 'She said "hi"\nthen =SUM(A1)',
            createdAt: new Date(Date.now() - 60_000),
          },
          {
            firstName: "Grace",
            lastName: `Hopper${tag}`,
            email: `grace.${tag}@example.com`,
            company: `Navy${tag}`,
            projectType: "custom-ai",
            message: "Compilers, please",
            verificationStatus: "verified",
            recaptchaScore: 0.9,
          },
        ])
        .returning({ id: contactSubmissions.id }),
    );
  }

  it("lists newest first and searches name, e-mail and company", async () => {
    const tag = unique();
    const [ada, grace] = await addSubmissions(tag);
    await withDb(async (db) => {
      const all = await listSubmissions(db, { page: 1, search: tag });
      expect(all.total).toBe(2);
      expect(all.submissions.map((s) => s.id)).toEqual([grace!.id, ada!.id]);
      expect(
        (await listSubmissions(db, { page: 1, search: `Grace Hopper${tag}` })).submissions.map(
          (s) => s.id,
        ),
      ).toEqual([grace!.id]);
      expect(
        (await listSubmissions(db, { page: 1, search: `ada.${tag}@` })).submissions.map(
          (s) => s.id,
        ),
      ).toEqual([ada!.id]);
      expect(
        (await listSubmissions(db, { page: 1, search: `navy${tag}` })).submissions.map((s) => s.id),
      ).toEqual([grace!.id]);
      expect(
        (await listSubmissions(db, { page: 1, search: tag }, 1)).submissions.map((s) => s.id),
      ).toEqual([grace!.id]);
      expect(
        (await listSubmissions(db, { page: 2, search: tag }, 1)).submissions.map((s) => s.id),
      ).toEqual([ada!.id]);
    });
  });

  it("exports the filter as CSV with quoting and defused formulas", async () => {
    const tag = unique();
    await addSubmissions(tag);
    const { csv, count } = await withDb(async (db) => {
      const exported = await exportSubmissionsCsv(db, { search: tag });
      return { count: exported.count, csv: await new Response(exported.csv).text() };
    });
    expect(count).toBe(2);
    const lines = csv.split("\r\n");
    expect(lines[0]).toMatch(
      /^Date,First name,Last name,Email,Company,Project type,Verification,Status,reCAPTCHA score,Message,First touch source,/,
    );
    expect(lines[1]).toContain(
      `,Grace,Hopper${tag},grace.${tag}@example.com,Navy${tag},custom-ai,verified,new,0.9,"Compilers, please"`,
    );
    expect(csv).toContain(`"Analytical, Ltd"`);
    expect(csv).toContain(`"She said ""hi""\nthen =SUM(A1)"`);
  });

  it("shows one enquiry in full and erases it", async () => {
    const tag = unique();
    const [ada] = await addSubmissions(tag);
    await withDb(async (db) => {
      expect(await getSubmission(db, ada!.id)).toMatchObject({
        firstName: "Ada",
        message: 'She said "hi"\nthen =SUM(A1)',
        verificationStatus: "unverified",
      });
      expect(await deleteSubmission(db, ada!.id)).toEqual({ id: ada!.id });
      expect(await getSubmission(db, ada!.id)).toBeNull();
      expect(await deleteSubmission(db, ada!.id)).toBeNull();
    });
  });
});
