/**
 * Who changes the site's pages, from where, and what they may change: admins edit and publish
 * pages, only super admins the legal ones (privacy, terms, cookies), and an API key (nobody's
 * role) only the others. The account is read again, locked, inside the change's transaction, so
 * one suspended, demoted or deleted since its request began changes nothing.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import type { RequestEdgeCache } from "~/edge/edge-cache.server";
import type { Database, Transaction } from "~/platform/db.server";
import { isLegalPage, type SitePageName } from "~/schemas/site-pages";
import { requestMeta, type RequestMeta } from "~/services/auth/request-meta.server";
import {
  hasAdminAccess,
  requireRole,
  roleRequired,
  type RoleHolder,
} from "~/services/auth/roles.server";
import { users, type UserRole } from "~db/schema";

export interface PageWriter {
  db: Database;
  /** The signed-in admin, or null for an API key (named in `via`). */
  actor: { id: string; role: UserRole } | null;
  /** How the change came (`{ via: "api" }`, the API key's id...), kept in the audit entry. */
  via?: Record<string, unknown>;
  meta: RequestMeta;
  /** The edge cache whose copies of the pages a publish retires. */
  edgeCache: RequestEdgeCache;
  /** The media library, where a team member's photo must be. */
  media: R2Bucket | undefined;
}

export async function pageWriterFor(
  request: Request,
  context: AppLoadContext,
  { actor, via }: Pick<PageWriter, "actor" | "via">,
): Promise<PageWriter> {
  return {
    db: await context.db(),
    actor,
    via,
    meta: requestMeta(request, context),
    edgeCache: context.edgeCache,
    media: context.env.MEDIA,
  };
}

/** Whether `actor` may change `name` at all (before any database work): throws 403 otherwise. */
export function requirePageEditor(
  actor: RoleHolder | null,
  name: SitePageName,
  viaApiKey: boolean,
) {
  if (isLegalPage(name)) {
    // An API key is nobody's role: it never changes a legal text.
    requireRole(actor, "super_admin");
    return;
  }
  if (!viaApiKey) requireRole(actor, "admin");
}

/** The same check against the account as it is now, locked until the transaction ends. */
export async function requireActingEditor(
  tx: Transaction,
  writer: Pick<PageWriter, "actor">,
  name: SitePageName,
) {
  const { actor } = writer;
  requirePageEditor(actor, name, actor === null);
  if (!actor) return;
  const [account] = await tx
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, actor.id))
    .for("share");
  const needed = isLegalPage(name) ? "super_admin" : "admin";
  const allowed =
    account?.status === "active" &&
    (needed === "super_admin" ? account.role === "super_admin" : hasAdminAccess(account.role));
  if (!allowed) throw roleRequired(needed);
}
