/**
 * A post's content as its page shows it, rendered when the content is written rather than on
 * every page view: Markdown and sanitising were the largest part of a cold post page's CPU.
 * The HTML is stored beside the content with what it was rendered from (`content_html_of`: the
 * content's md5 and MARKDOWN_RENDERING_VERSION), and a read takes it only while both still
 * match; otherwise the page renders the content itself, as it did before.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { MARKDOWN_RENDERING_VERSION, renderMarkdown } from "~/lib/markdown.server";
import { builtOnce } from "~/platform/built-once.server";
import type { Database } from "~/platform/db.server";
import { blogPosts } from "~db/schema";
import { isPublic, publicColumns, type Jsonified } from "./public-queries.server";

/** What HTML rendered from `content` by this renderer is marked with, worked out by Postgres. */
const renderedFrom = (content: SQL | typeof blogPosts.content) =>
  sql<string>`md5(${content}) || ${`:${MARKDOWN_RENDERING_VERSION}`}`;

/** The columns to write with a post's content, so that its page need not render it. */
export function renderedContent(content: string) {
  return { contentHtml: renderMarkdown(content), contentHtmlOf: renderedFrom(sql`${content}`) };
}

/** The stored HTML was rendered from the content as it is, by this renderer. */
const storedHtmlIsCurrent = sql`(${blogPosts.contentHtml} is not null and ${blogPosts.contentHtmlOf} is not distinct from ${renderedFrom(blogPosts.content)})`;

const { content: _markdown, ...pageColumns } = publicColumns;
const postPageBySlug = builtOnce((db) =>
  db
    .select({
      ...pageColumns,
      storedHtml: sql<
        string | null
      >`case when ${storedHtmlIsCurrent} then ${blogPosts.contentHtml} end`,
      // The text is read only when it has to be rendered here.
      markdown: sql<
        string | null
      >`case when ${storedHtmlIsCurrent} then null else ${blogPosts.content} end`,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), isPublic))
    .limit(1),
);

/** A public post as its page shows it: its content as HTML, kept from its save when current. */
export async function getPublishedPostPage(db: Database, slug: string) {
  const [row] = await postPageBySlug(db, { slug });
  if (!row) return null;
  const { markdown, storedHtml, ...post } = row;
  return { ...post, contentHtml: storedHtml ?? renderMarkdown(markdown ?? "") };
}
export type PublishedPostPageJson = Jsonified<
  NonNullable<Awaited<ReturnType<typeof getPublishedPostPage>>>
>;

/**
 * Renders and stores the HTML of every post whose stored copy is missing or out of date: those
 * written before it was kept, or by the seed, or when the renderer has changed. Run with the
 * migrations (`npm run db:migrate`, `npm start`), so the pages of such posts need not render.
 */
export async function renderStalePostContent(db: Database, batchSize = 500) {
  let rendered = 0;
  for (let after = 0; ;) {
    const stale = await db
      .select({
        id: blogPosts.id,
        content: blogPosts.content,
        renderedFrom: renderedFrom(blogPosts.content),
      })
      .from(blogPosts)
      .where(sql`${blogPosts.id} > ${after} and not ${storedHtmlIsCurrent}`)
      .orderBy(blogPosts.id)
      .limit(batchSize);
    if (stale.length === 0) return rendered;
    const renders = stale.map(({ id, content, renderedFrom: of }) => ({
      id,
      of,
      html: renderMarkdown(content),
    }));
    // Each only if its content is still the one rendered: an edit meanwhile wrote its own.
    await db.execute(sql`
      update ${blogPosts} set content_html = render.html, content_html_of = render.of
      from jsonb_to_recordset(${JSON.stringify(renders)}::jsonb) as render(id int, of text, html text)
      where ${blogPosts.id} = render.id and ${renderedFrom(blogPosts.content)} = render.of`);
    rendered += stale.length;
    after = stale.at(-1)!.id;
  }
}
