/**
 * Public reads of the blog. Every query here filters with `isPublic`: a draft, or a post
 * scheduled for later, is never visible to the public, whichever screen, endpoint or feed asks.
 */
import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import { builtOnce } from "~/platform/built-once.server";
import type { Database } from "~/platform/db.server";
import type { BlogListQuery } from "~/schemas/blog-query";
import { blogPosts, blogPostViews, type BlogPost } from "~db/schema";

/** The fields of a post as the public reads it, plus what pages need for metadata. */
export const publicColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  category: blogPosts.category,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  readTime: blogPosts.readTime,
  tags: blogPosts.tags,
  published: blogPosts.published,
  publishedDate: blogPosts.publishedDate,
  viewCount: blogPosts.viewCount,
  metaDescription: blogPosts.metaDescription,
  metaKeywords: blogPosts.metaKeywords,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/**
 * What a list of posts on a page shows of each (a card): no text. A page of the API's list
 * carries twenty posts' full text, which a page would read, store and parse only to drop.
 */
const cardColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  imageUrl: blogPosts.imageUrl,
  readTime: blogPosts.readTime,
  publishedDate: blogPosts.publishedDate,
  createdAt: blogPosts.createdAt,
};

/**
 * What the public may see: published, and not scheduled for a later moment. Decided by the
 * database's clock at read time, so a scheduled post appears on time with nothing running.
 */
export const isPublic = sql`(${blogPosts.published} and (${blogPosts.publishAt} is null or ${blogPosts.publishAt} <= now()))`;

type ListColumns = typeof publicColumns | typeof cardColumns;
/** A post as the query over `Columns` returns it. */
type PostOf<Columns extends ListColumns> = Pick<BlogPost, keyof Columns & keyof BlogPost>;
type PublicBlogPost = PostOf<typeof publicColumns>;

/** A value as it arrives after JSON (dates become ISO strings), e.g. from the edge cache. */
export type Jsonified<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
export type PublicBlogPostJson = Jsonified<PublicBlogPost>;
interface PostPageJson<Post> {
  posts: Jsonified<Post>[];
  pagination: Pagination;
}
export type BlogPostPageJson = PostPageJson<PublicBlogPost>;
export type BlogCardPageJson = PostPageJson<PostOf<typeof cardColumns>>;

interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

interface BlogPostPage<Post> {
  posts: Post[];
  pagination: Pagination;
}

/** Newest first: by publication date, then by creation for posts published at the same moment. */
const newestFirst = [
  sql`${blogPosts.publishedDate} desc nulls last`,
  desc(blogPosts.createdAt),
  desc(blogPosts.id),
];

export function listPublishedPosts(db: Database, query: BlogListQuery) {
  return listPublished<typeof publicColumns>(db, query, publicPages);
}

/** The same page of posts as cards, for the pages that list posts. */
export function listPublishedPostCards(db: Database, query: BlogListQuery) {
  return listPublished<typeof cardColumns>(db, query, cardPages);
}

/** Where a filter's value goes: the visitor's own, or a placeholder in SQL built once. */
type Bound = string | Placeholder;

/** The public posts a list shows, and their order, for an optional category and search. */
function listFilter(category?: Bound, search?: Bound) {
  const conditions: SQL[] = [isPublic];
  if (category) conditions.push(eq(blogPosts.category, category));
  // websearch_to_tsquery accepts anything a visitor types (quotes, "or", -minus) without syntax errors.
  const query = search ? sql`websearch_to_tsquery('english', ${search})` : undefined;
  if (query) conditions.push(sql`${blogPosts.search} @@ ${query}`);
  const order = query
    ? [sql`ts_rank(${blogPosts.search}, ${query}) desc`, ...newestFirst]
    : newestFirst;
  return { where: and(...conditions), order };
}

function countOf(db: Database, where: SQL | undefined) {
  return db.select({ total: count() }).from(blogPosts).where(where);
}

/**
 * A page of the list as one statement, with placeholders for its values. The page's ids come
 * from the narrow index in order (however deep the page); only those rows are then read whole,
 * instead of fetching every skipped row's full text. The total rides along as a subquery
 * Postgres runs once: the page is one statement, one round trip.
 */
function pageStatement(columns: ListColumns, filters: { category: boolean; search: boolean }) {
  return builtOnce((db) => {
    const { where, order } = listFilter(
      filters.category ? sql.placeholder("category") : undefined,
      filters.search ? sql.placeholder("search") : undefined,
    );
    const pageIds = db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"));
    return db
      .select({ ...columns, total: sql<number>`(${countOf(db, where)})`.mapWith(Number) })
      .from(blogPosts)
      .where(inArray(blogPosts.id, pageIds))
      .orderBy(...order);
  });
}

type PageStatement = ReturnType<typeof pageStatement>;
type Filters = Pick<BlogListQuery, "category" | "search">;

/** The page statements of one column set, one for each combination of filters. */
function pageStatements(columns: ListColumns) {
  const statement = (category: boolean, search: boolean) =>
    pageStatement(columns, { category, search });
  const byFilters = [
    [statement(false, false), statement(false, true)],
    [statement(true, false), statement(true, true)],
  ] as const;
  return ({ category, search }: Filters): PageStatement =>
    byFilters[category ? 1 : 0][search ? 1 : 0];
}

const publicPages = pageStatements(publicColumns);
const cardPages = pageStatements(cardColumns);

async function listPublished<Columns extends ListColumns>(
  db: Database,
  { page, limit, category, search }: BlogListQuery,
  statements: (filters: Filters) => PageStatement,
): Promise<BlogPostPage<PostOf<Columns>>> {
  const rows = await statements({ category, search })(db, {
    category,
    search,
    limit,
    offset: (page - 1) * limit,
  });
  const posts = rows.map(({ total: _total, ...post }) => post as PostOf<Columns>);
  // An empty page says nothing of the total: on the first page there is none; a page past the
  // end counts on its own (a second statement, for an address no link leads to).
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1)
    [{ total = 0 } = {}] = await countOf(db, listFilter(category, search).where);
  return { posts, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/**
 * The categories that have at least one published post, alphabetically. Read as a skip scan of
 * the (published, category) index, one probe per category: a plain DISTINCT reads every public
 * post (0.3 ms against 53 ms at 100,000 posts).
 */
export async function listPublishedCategories(db: Database): Promise<string[]> {
  const category = blogPosts.category;
  const result = await db.execute<{ category: string }>(sql`
    with recursive found(category) as (
      (select ${category} from ${blogPosts} where ${isPublic} order by ${category} limit 1)
      union all
      select (
        select ${category} from ${blogPosts}
        where ${isPublic} and ${category} > found.category
        order by ${category} limit 1
      )
      from found where found.category is not null
    )
    select category from found where category is not null`);
  return result.rows.map((row) => row.category);
}

const postBySlug = builtOnce((db) =>
  db
    .select(publicColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, sql.placeholder("slug")), isPublic))
    .limit(1),
);

export async function getPublishedPost(db: Database, slug: string): Promise<PublicBlogPost | null> {
  const [post] = await postBySlug(db, { slug });
  return post ?? null;
}

/** A visitor's views of one post count once per this window. */
export const VIEW_WINDOW_MINUTES = 30;

export interface PostView {
  slug: string;
  visitor: string;
}

/**
 * Counts views of public posts (a draft, scheduled or unknown slug counts nothing), each unless
 * its visitor already counted for that post within the window. One statement for any number
 * of views: each visitor's mark is inserted, or moved forward only if it is older than the
 * window, and a post's count grows by the marks that moved. Parallel statements meet on the
 * mark's primary key, so a visitor counts at most once however many of them carry the view.
 */
export async function recordPostViews(db: Database, views: PostView[]) {
  if (views.length === 0) return;
  await db.execute(sql`
    with seen as (
      select distinct slug, visitor
      from jsonb_to_recordset(${JSON.stringify(views)}::jsonb) as view(slug text, visitor text)
    ),
    counted as (
      insert into ${blogPostViews} (post_id, visitor_hash, viewed_at)
      select ${blogPosts.id}, seen.visitor, now() from seen
      join ${blogPosts} on ${blogPosts.slug} = seen.slug and ${isPublic}
      on conflict (post_id, visitor_hash) do update set viewed_at = excluded.viewed_at
      where ${blogPostViews.viewedAt} < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})
      returning post_id
    )
    update ${blogPosts} set view_count = view_count + added.views
    from (select post_id, count(*)::int as views from counted group by post_id) as added
    where ${blogPosts.id} = added.post_id`);
}

const RSS_ITEM_COUNT = 20;

export async function listPostsForFeed(db: Database) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      author: blogPosts.author,
      publishedDate: blogPosts.publishedDate,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(RSS_ITEM_COUNT);
}

/** The newest public posts, as links (the chat assistant's "latest articles"). */
export async function listLatestPublicPosts(db: Database, limit: number) {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The newest public posts /llms.txt lists: an index a model reads whole must stay small. */
export const LLMS_POST_COUNT = 500;

/** The newest public posts for /llms.txt, and whether there are older ones past the list. */
export async function listPostsForLlms(db: Database) {
  const rows = await db
    .select({ slug: blogPosts.slug, title: blogPosts.title, excerpt: blogPosts.excerpt })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(LLMS_POST_COUNT + 1);
  return { posts: rows.slice(0, LLMS_POST_COUNT), more: rows.length > LLMS_POST_COUNT };
}

/**
 * Public posts as the sitemaps list them, a slice at a time: in the order they were written, so
 * the posts of a sitemap stay in it when newer ones are published.
 */
export async function listPostsForSitemap(
  db: Database,
  { offset, limit }: { offset: number; limit: number },
) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic)
    .orderBy(asc(blogPosts.id))
    .offset(offset)
    .limit(limit);
}

/** How many posts are public, and when the last of them changed (null with none). */
export async function publicPostsSummary(db: Database) {
  const [row] = await db
    .select({ total: count(), lastChange: sql<string | null>`max(${blogPosts.updatedAt})` })
    .from(blogPosts)
    .where(isPublic);
  return {
    total: row?.total ?? 0,
    lastChange: row?.lastChange ? new Date(row.lastChange) : null,
  };
}

/**
 * The next moment a scheduled post goes live, if any: cached reads and pages must not outlive it.
 */
export async function nextScheduledGoLive(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${blogPosts.publishAt})` })
    .from(blogPosts)
    .where(
      sql`${blogPosts.published} and ${blogPosts.publishAt} is not null and ${blogPosts.publishAt} > now()`,
    );
  return row?.at ? new Date(row.at) : null;
}

/** Whether a scheduled post went live after `since` (and by now). */
export async function scheduledPostWentLive(db: Database, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      sql`${blogPosts.published} and ${blogPosts.publishAt} > ${since.toISOString()}::timestamptz and ${blogPosts.publishAt} <= now()`,
    )
    .limit(1);
  return row !== undefined;
}
