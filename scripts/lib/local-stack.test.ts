/**
 * The database as `npm start` and `npm run db:migrate` leave it: every post carries the HTML its
 * page shows, rendered again for a post whose text was changed without it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { blogPosts } from "~db/schema";
import { seedBlogPosts } from "~db/seed-data/blog-posts";
import { connect } from "./database";
import { prepareDatabase, startLocalDatabase, type LocalDatabase } from "./local-stack";

let pgliteDir: string;
let database: LocalDatabase;

beforeAll(async () => {
  pgliteDir = mkdtempSync(path.join(os.tmpdir(), "local-stack-test-"));
  database = await startLocalDatabase({ pgliteDir });
}, 60_000);

afterAll(async () => {
  await database.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
});

it("renders the seeded posts' HTML, and a post's again once its text changed without it", async () => {
  await prepareDatabase(database, { seed: true });
  const { db, close } = connect(database.url, database.wsProxy);
  try {
    const read = () =>
      db
        .select({ slug: blogPosts.slug, content: blogPosts.content, html: blogPosts.contentHtml })
        .from(blogPosts)
        .orderBy(blogPosts.slug);
    const seeded = await read();
    expect(seeded).toHaveLength(seedBlogPosts.length);
    for (const post of seeded) expect(post.html, post.slug).toBe(renderMarkdown(post.content));

    const changed = seeded[0]!.slug;
    await db
      .update(blogPosts)
      .set({ content: "Changed *by hand*." })
      .where(eq(blogPosts.slug, changed));
    await prepareDatabase(database, { seed: false });
    const after = await read();
    expect(after.find((post) => post.slug === changed)?.html).toBe(
      "<p>Changed <em>by hand</em>.</p>\n",
    );
    expect(after.filter((post) => post.slug !== changed)).toEqual(seeded.slice(1));
  } finally {
    await close();
  }
}, 60_000);
