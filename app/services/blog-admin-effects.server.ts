/**
 * What follows every successful change to a post, from the screens and the API alike:
 * the public blog cache is purged (so /blog shows the change at once) and the change is audited.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "~/lib/db.server";
import { writeAudit, type AuditAction } from "./auth/audit.server";
import { requestMeta } from "./auth/request-meta.server";
import { purgeBlogCache } from "./blog-cache.server";

export interface BlogChange {
  action: Extract<AuditAction, `post.${string}`>;
  postId: number;
  /** The signed-in admin, or null for an API key (named in metadata). */
  userId: string | null;
  metadata?: Record<string, unknown>;
}

export async function afterBlogChange(
  request: Request,
  context: AppLoadContext,
  db: Database,
  change: BlogChange,
) {
  await Promise.all([
    purgeBlogCache(request),
    writeAudit(db, requestMeta(request, context), {
      action: change.action,
      userId: change.userId,
      resource: `post:${change.postId}`,
      metadata: change.metadata,
    }),
  ]);
}
