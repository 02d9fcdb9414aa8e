/**
 * The site's own pages as the admin portal and the admin API manage them: the list, one page,
 * and its save. A save writes the draft; with `publish` it also makes the draft public (at once,
 * or at `publishAt`), keeps a revision, retires the cached copies and writes the audit entry,
 * here, so that no screen or endpoint can publish without them. A save made from an older
 * version than the stored one is refused (409), never merged or overwritten.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/platform/db.server";
import { defaultSitePage } from "~/schemas/site-page-defaults";
import {
  sitePageNames,
  sitePageTitles,
  type SitePageDocument,
  type SitePageName,
  type SitePageStatus,
} from "~/schemas/site-pages";
import { writeAudit } from "~/services/audit/write.server";
import { sitePageRevisions, sitePages, users } from "~db/schema";
import { missingPhotos } from "./page-media.server";
import { requireActingEditor, type PageWriter } from "./page-writer.server";
import { liveDocument, livePublishedAt, scheduledIsDue } from "./published.server";

export const PAGE_CHANGED_MESSAGE =
  "Someone else saved this page after you opened it. Your changes were not saved: they are still in the form. Open the page again in a new tab to see the other changes, then apply yours there.";

const status = sql<SitePageStatus>`case
  when ${sitePages.publishAt} is not null and ${sitePages.publishAt} > now() then 'scheduled'
  when ${liveDocument} is distinct from ${sitePages.draft} then 'draft_changes'
  else 'published' end`;

const publisher = sql<string | null>`(select ${users.email} from ${users}
  where ${users.id} = case when ${scheduledIsDue} then ${sitePages.scheduledBy} else ${sitePages.publishedBy} end)`;

const summaryColumns = {
  name: sitePages.name,
  status,
  updatedAt: sitePages.updatedAt,
  publishedAt: livePublishedAt,
  publishedBy: publisher,
  publishAt: sql<
    string | null
  >`case when ${scheduledIsDue} then null else ${sitePages.publishAt} end`,
};

function iso(value: string | Date | null) {
  return value === null ? null : new Date(value).toISOString();
}

function summaryOf(row: {
  name: string;
  status: SitePageStatus;
  updatedAt: Date;
  publishedAt: string | null;
  publishedBy: string | null;
  publishAt: string | null;
}) {
  const name = row.name as SitePageName;
  return {
    name,
    title: sitePageTitles[name],
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    publishedBy: row.publishedBy,
    publishAt: iso(row.publishAt),
  };
}

export type SitePageSummary = ReturnType<typeof summaryOf>;

/** Rows for pages a database never held (a new page, or one the seed did not write): the code's copy, published. */
async function ensurePages(db: Database | Transaction, names: readonly SitePageName[]) {
  await db
    .insert(sitePages)
    .values(
      names.map((name) => ({
        name,
        draft: defaultSitePage(name),
        published: defaultSitePage(name),
      })),
    )
    .onConflictDoNothing({ target: sitePages.name });
}

export async function listSitePages(db: Database): Promise<SitePageSummary[]> {
  let rows = await db.select(summaryColumns).from(sitePages).orderBy(asc(sitePages.name));
  if (rows.length < sitePageNames.length) {
    await ensurePages(db, sitePageNames);
    rows = await db.select(summaryColumns).from(sitePages);
  }
  const order = new Map(sitePageNames.map((name, index) => [name as string, index]));
  return rows.map(summaryOf).sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
}

export interface AdminSitePage extends SitePageSummary {
  draft: SitePageDocument;
  published: SitePageDocument | null;
  version: number;
}

async function readPage(db: Database | Transaction, name: SitePageName) {
  const [row] = await db
    .select({
      ...summaryColumns,
      draft: sitePages.draft,
      published: liveDocument,
      version: sitePages.version,
    })
    .from(sitePages)
    .where(eq(sitePages.name, name));
  return row;
}

export async function getSitePage(db: Database, name: SitePageName): Promise<AdminSitePage> {
  let row = await readPage(db, name);
  if (!row) {
    await ensurePages(db, [name]);
    row = await readPage(db, name);
  }
  if (!row) throw new Error(`site page ${name} could not be created`);
  return {
    ...summaryOf(row),
    draft: row.draft as SitePageDocument,
    published: (row.published ?? null) as SitePageDocument | null,
    version: row.version,
  };
}

export interface SavePageInput {
  content: SitePageDocument;
  version: number;
  publish?: boolean;
  /** When to publish: a future moment schedules it; null or a past one publishes at once. */
  publishAt?: Date | null;
}

export type SavePageResult =
  | { status: "ok"; page: AdminSitePage }
  | { status: "conflict"; page: AdminSitePage }
  | { status: "invalid"; errors: Record<string, string[]> };

/** A scheduled document whose moment has passed becomes the published one, for good. */
async function settleDuePublish(tx: Transaction, name: SitePageName) {
  await tx
    .update(sitePages)
    .set({
      published: sql`${sitePages.scheduled}`,
      publishedAt: sql`${sitePages.publishAt}`,
      publishedBy: sql`${sitePages.scheduledBy}`,
      scheduled: null,
      publishAt: null,
      scheduledBy: null,
    })
    .where(sql`${sitePages.name} = ${name} and ${scheduledIsDue}`);
}

export async function saveSitePage(
  writer: PageWriter,
  name: SitePageName,
  input: SavePageInput,
): Promise<SavePageResult> {
  const photos = await missingPhotos(writer.media, name, input.content);
  if (photos) return { status: "invalid", errors: photos };
  await ensurePages(writer.db, [name]);
  const outcome = await writer.db.transaction(async (tx) => {
    await requireActingEditor(tx, writer, name);
    const [locked] = await tx
      .select({ version: sitePages.version })
      .from(sitePages)
      .where(eq(sitePages.name, name))
      .for("update");
    if (!locked || locked.version !== input.version) return "conflict" as const;
    await settleDuePublish(tx, name);
    const document = input.content as Record<string, unknown>;
    const userId = writer.actor?.id ?? null;
    const now = new Date();
    const publishAt =
      input.publish && input.publishAt && input.publishAt > now ? input.publishAt : null;
    const publishNow = input.publish === true && publishAt === null;
    await tx
      .update(sitePages)
      .set({
        draft: document,
        version: sql`${sitePages.version} + 1`,
        updatedBy: userId,
        updatedAt: now,
        ...(publishNow
          ? {
              published: document,
              publishedAt: now,
              publishedBy: userId,
              scheduled: null,
              publishAt: null,
              scheduledBy: null,
            }
          : {}),
        ...(publishAt ? { scheduled: document, publishAt, scheduledBy: userId } : {}),
      })
      .where(eq(sitePages.name, name));
    if (!publishNow && !publishAt) return "saved" as const;
    await tx
      .insert(sitePageRevisions)
      .values({ pageName: name, document, publishedAt: publishAt ?? now, userId });
    await writeAudit(tx, writer.meta, {
      action: publishAt ? "page.scheduled" : "page.published",
      userId,
      resource: `page:${name}`,
      metadata: { ...writer.via, ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) },
    });
    return "published" as const;
  });
  // Retires every cached copy, and starts a generation that ends at the next go-live.
  if (outcome === "published") await writer.edgeCache.purge();
  const page = await getSitePage(writer.db, name);
  return { status: outcome === "conflict" ? "conflict" : "ok", page };
}
