/**
 * A page's history: every document it was published (or scheduled) with, newest first, and
 * the restore that puts one back as a new draft. A restore publishes nothing: the admin reads
 * it over and publishes it as any other draft.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db.server";
import type { SitePageDocument, SitePageName } from "~/schemas/site-pages";
import { writeAudit } from "~/services/audit/write.server";
import { sitePageRevisions, sitePages, users } from "~db/schema";
import { getSitePage, type AdminSitePage } from "./admin-pages.server";
import { requireActingEditor, type PageWriter } from "./page-writer.server";

const revisionColumns = {
  id: sitePageRevisions.id,
  publishedAt: sitePageRevisions.publishedAt,
  createdAt: sitePageRevisions.createdAt,
  publishedBy: users.email,
};

function summaryOf(row: {
  id: number;
  publishedAt: Date;
  createdAt: Date;
  publishedBy: string | null;
}) {
  return {
    id: row.id,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}

export type SitePageRevisionSummary = ReturnType<typeof summaryOf>;

/** The newest revisions first (a page is published a few times a month: 100 is years). */
export async function listPageRevisions(db: Database, name: SitePageName, limit = 100) {
  const rows = await db
    .select(revisionColumns)
    .from(sitePageRevisions)
    .leftJoin(users, eq(users.id, sitePageRevisions.userId))
    .where(eq(sitePageRevisions.pageName, name))
    .orderBy(desc(sitePageRevisions.id))
    .limit(limit);
  return rows.map(summaryOf);
}

export async function getPageRevision(db: Database, name: SitePageName, id: number) {
  const [row] = await db
    .select({ ...revisionColumns, document: sitePageRevisions.document })
    .from(sitePageRevisions)
    .leftJoin(users, eq(users.id, sitePageRevisions.userId))
    .where(and(eq(sitePageRevisions.pageName, name), eq(sitePageRevisions.id, id)));
  return row ? { ...summaryOf(row), document: row.document as SitePageDocument } : null;
}

export type RestoreResult = { status: "ok"; page: AdminSitePage } | { status: "not-found" };

export async function restorePageRevision(
  writer: PageWriter,
  name: SitePageName,
  id: number,
): Promise<RestoreResult> {
  const restored = await writer.db.transaction(async (tx) => {
    await requireActingEditor(tx, writer, name);
    const [revision] = await tx
      .select({ document: sitePageRevisions.document })
      .from(sitePageRevisions)
      .where(and(eq(sitePageRevisions.pageName, name), eq(sitePageRevisions.id, id)));
    if (!revision) return false;
    const userId = writer.actor?.id ?? null;
    await tx
      .update(sitePages)
      .set({
        draft: revision.document,
        version: sql`${sitePages.version} + 1`,
        updatedBy: userId,
        updatedAt: new Date(),
      })
      .where(eq(sitePages.name, name));
    await writeAudit(tx, writer.meta, {
      action: "page.restored",
      userId,
      resource: `page:${name}`,
      metadata: { ...writer.via, revisionId: id },
    });
    return true;
  });
  if (!restored) return { status: "not-found" };
  return { status: "ok", page: await getSitePage(writer.db, name) };
}
