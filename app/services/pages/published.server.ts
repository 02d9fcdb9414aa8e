/**
 * What the public sees of the site's own pages: each page's published document (or the one
 * scheduled to replace it, once its moment has come: decided at read time, like a scheduled
 * post), through the edge cache. A publish starts a new cache generation, which retires these
 * entries with the pages built from them; a warm page reads nothing at all (the page cache).
 *
 * A page never shows what its schema refuses: a stored document that no longer parses (a
 * field added since, say) is replaced by the one the code holds, and so is a page never saved.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { cachedJson, maxAgeOf, readCachedText } from "~/edge/json-cache.server";
import { builtOnce } from "~/platform/built-once.server";
import type { Database } from "~/platform/db.server";
import { logEvent } from "~/platform/request-log.server";
import { defaultSitePage } from "~/schemas/site-page-defaults";
import { sitePageSchemas, type SitePageDocuments, type SitePageName } from "~/schemas/site-pages";
import { sitePages } from "~db/schema";

/** How long a data centre keeps an entry it stored (a publish elsewhere reaches it by then). */
const PUBLISHED_PAGE_MAX_AGE_SECONDS = 5 * 60;

export interface PublishedPageJson {
  document: unknown;
  publishedAt: string | null;
}

export interface PublishedPage<N extends SitePageName> {
  document: SitePageDocuments[N];
  /** When the shown document went live; null for the code's own copy. */
  publishedAt: string | null;
  /**
   * How long an answer built from it may be kept, in seconds: what the edge cache gives its
   * entry, 0 for a copy kept through an outage or the code's own copy shown in its place.
   */
  maxAgeSeconds: number;
}

/** A scheduled document whose moment has come counts as published: decided when read. */
export const scheduledIsDue = sql`${sitePages.publishAt} is not null and ${sitePages.publishAt} <= now()`;
/** The document the public sees, and since when. */
export const liveDocument = sql<unknown>`case when ${scheduledIsDue} then ${sitePages.scheduled} else ${sitePages.published} end`;
export const livePublishedAt = sql<
  string | null
>`case when ${scheduledIsDue} then ${sitePages.publishAt} else ${sitePages.publishedAt} end`;

const liveDocumentByName = builtOnce((db) =>
  db
    .select({ document: liveDocument, publishedAt: livePublishedAt })
    .from(sitePages)
    .where(sql`${sitePages.name} = ${sql.placeholder("name")}`)
    .limit(1),
);

/** The live document of a page, or null when the page has none stored. */
export async function loadPublishedPage(
  db: Database,
  name: SitePageName,
): Promise<PublishedPageJson | null> {
  const [row] = await liveDocumentByName(db, { name });
  if (!row || row.document === null) return null;
  return {
    document: row.document,
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt).toISOString(),
  };
}

/** The request's edge cache, and its database for a miss (opened only then). */
type ReadContext = Pick<AppLoadContext, "edgeCache" | "db">;

export function cachedPublishedPage({ edgeCache, db }: ReadContext, name: SitePageName) {
  return cachedJson(edgeCache, {
    path: `/__site-pages/${name}`,
    maxAgeSeconds: PUBLISHED_PAGE_MAX_AGE_SECONDS,
    load: async () => loadPublishedPage(await db(), name),
    // Every public page's footer reads the company's and the home page's.
    keptInIsolate: true,
  });
}

/** A stored document as its page can show it: the code's own copy when it does not parse. */
export function publishedDocument<N extends SitePageName>(
  name: N,
  { stored, maxAgeSeconds }: PageRead,
): PublishedPage<N> {
  if (stored) {
    const parsed = sitePageSchemas[name].safeParse(stored.document);
    if (parsed.success)
      return {
        document: parsed.data as SitePageDocuments[N],
        publishedAt: stored.publishedAt,
        maxAgeSeconds,
      };
    logEvent("error", "site page: stored document does not parse", { page: name });
  }
  return { document: defaultSitePage(name), publishedAt: null, maxAgeSeconds };
}

/**
 * Documents as parsed, by page and the text the edge cache holds: every render reads the
 * company's document for the footer, and checking it against its schema cost more than the
 * rest of reading it. The same text always parses the same; the pages only read what is kept.
 */
const parsedDocuments = new LRUCache<string, PublishedPage<SitePageName>>({ max: 64 });

function parsedOnce<N extends SitePageName>(
  name: N,
  text: string | null,
  maxAgeSeconds: number,
): PublishedPage<N> {
  if (text === null) return publishedDocument(name, { stored: null, maxAgeSeconds });
  const key = `${name}\n${text}`;
  let page = parsedDocuments.get(key);
  if (!page) {
    page = deepFreeze(
      publishedDocument(name, { stored: JSON.parse(text) as PublishedPageJson, maxAgeSeconds: 0 }),
    );
    parsedDocuments.set(key, page);
  }
  return { ...(page as PublishedPage<N>), maxAgeSeconds };
}

/** The code's own copy of a page, in place of a document that cannot be read now. */
export function defaultPublishedPage<N extends SitePageName>(name: N): PublishedPage<N> {
  return publishedDocument(name, { stored: null, maxAgeSeconds: 0 });
}

/**
 * A page's published document. Throws when the database is away and no cached copy is left
 * (the page cache then serves its own copy, or the page says it is unavailable).
 */
export async function readPublishedPage<N extends SitePageName>(
  context: ReadContext,
  name: N,
): Promise<PublishedPage<N>> {
  const { text, maxAgeSeconds } = await readOncePerRequest(context, name);
  return parsedOnce(name, text, maxAgeSeconds);
}

/** Shared between requests, so a render that changed it would change the next one's: none may. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A document as read from the edge cache (null when none is stored), and its entry's max-age. */
interface PageRead {
  stored: PublishedPageJson | null;
  maxAgeSeconds: number;
}

/** A cache entry's text (null when no document is stored), and its max-age. */
interface PageText {
  text: string | null;
  maxAgeSeconds: number;
}

/**
 * The documents a request has read, by its edge cache (one per request): the root loader, the
 * page's own loader and its tags all need the company's and the page's, read once between them.
 */
const readsOfRequest = new WeakMap<object, Map<SitePageName, Promise<PageText>>>();

function readOncePerRequest(context: ReadContext, name: SitePageName) {
  let reads = readsOfRequest.get(context.edgeCache);
  if (!reads) readsOfRequest.set(context.edgeCache, (reads = new Map()));
  let read = reads.get(name);
  if (!read) {
    read = cachedPublishedPage(context, name).then(async (response) => ({
      maxAgeSeconds: maxAgeOf(response),
      text: await readCachedText(response),
    }));
    reads.set(name, read);
  }
  return read;
}

/** The next moment a scheduled page goes live, which no cached copy may outlive; null for none. */
export async function nextPageGoLive(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${sitePages.publishAt})` })
    .from(sitePages)
    .where(sql`${sitePages.publishAt} is not null and ${sitePages.publishAt} > now()`);
  return row?.at ? new Date(row.at) : null;
}

/** Whether a scheduled page went live after `since` (and by now). */
export async function scheduledPageWentLive(db: Database, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ name: sitePages.name })
    .from(sitePages)
    .where(
      sql`${sitePages.publishAt} > ${since.toISOString()}::timestamptz and ${sitePages.publishAt} <= now()`,
    )
    .limit(1);
  return row !== undefined;
}
