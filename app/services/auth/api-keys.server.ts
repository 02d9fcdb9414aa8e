/**
 * API keys for machine clients of the admin API. A key is 32 random bytes behind a "kal_"
 * prefix (47 characters), shown once; the row keeps its SHA-256 and the first characters so
 * an admin can tell keys apart. A key acts only within its permissions (read, write, delete)
 * and stops working the moment it is revoked, or its maker is suspended or deleted (each key
 * then revoked with an audit entry of its own, app/services/team/members.server.ts).
 *
 * Only a super admin lists, makes or revokes keys: the check is here, so the settings screen
 * and the API keys endpoints cannot differ, and every change is audited here too.
 *
 * Keys made before makers were recorded have no owner. They keep working (revoking them
 * unasked would break integrations nobody here can name), are listed with `owner: null`
 * ("Unknown owner"), and no suspension ends them: only a super admin's revocation does.
 */
import { and, desc, eq } from "drizzle-orm";
import { randomToken, sha256 } from "~/lib/tokens.server";
import type { Database, Queryable } from "~/platform/db.server";
import type { ApiKeyInput, ApiKeyView } from "~/schemas/auth";
import { writeAudit } from "~/services/audit/write.server";
import { apiKeys, users } from "~db/schema";
import { requireActingSuperAdmin } from "./acting-role.server";
import type { RequestMeta } from "./request-meta.server";
import { requireRole, type RoleHolder } from "./roles.server";

const KEY_PREFIX = "kal_";
const VISIBLE_PREFIX_LENGTH = KEY_PREFIX.length + 8;

/** Who manages keys: a signed-in user, who must be a super admin. */
export type KeyManager = RoleHolder & { id: string };

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  permissions: apiKeys.permissions,
  active: apiKeys.active,
  lastUsed: apiKeys.lastUsed,
  createdAt: apiKeys.createdAt,
  owner: users.email,
};

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  permissions: ApiKeyView["permissions"];
  active: boolean;
  lastUsed: Date | null;
  createdAt: Date;
  owner: string | null;
}

function toView(row: KeyRow): ApiKeyView {
  return {
    ...row,
    lastUsed: row.lastUsed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectKeys(db: Queryable) {
  return db.select(keyColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy));
}

/** Every key, newest first, with its maker's e-mail (null: unknown owner). */
export async function listApiKeys(db: Database, actor: KeyManager) {
  requireRole(actor, "super_admin");
  const rows = await selectKeys(db).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toView);
}

/**
 * Makes a key owned by the actor; the key itself is in the answer and nowhere else. The actor
 * is read again in the transaction: a super admin suspended while asking gets no key that
 * their suspension did not revoke.
 */
export async function createApiKey(
  db: Database,
  actor: KeyManager,
  { name, permissions }: ApiKeyInput,
  meta: RequestMeta,
  now = new Date(),
) {
  requireRole(actor, "super_admin");
  const key = `${KEY_PREFIX}${randomToken(32)}`;
  const created = await db.transaction(async (tx) => {
    await requireActingSuperAdmin(tx, actor);
    const [record] = await tx
      .insert(apiKeys)
      .values({
        name,
        permissions: [...new Set(permissions)],
        key: sha256(key),
        prefix: key.slice(0, VISIBLE_PREFIX_LENGTH),
        createdBy: actor.id,
        createdAt: now,
      })
      .returning({ id: apiKeys.id });
    const [row] = await selectKeys(tx).where(eq(apiKeys.id, record!.id));
    await writeAudit(tx, meta, {
      action: "api_key.created",
      userId: actor.id,
      resource: `api_key:${record!.id}`,
      metadata: { name: row!.name, permissions: row!.permissions },
    });
    return row!;
  });
  return { key, apiKey: toView(created) };
}

/** Revokes a key, whoever made it (ownerless keys included); null when there is no such key. */
export async function revokeApiKey(db: Database, actor: KeyManager, id: number, meta: RequestMeta) {
  requireRole(actor, "super_admin");
  const [revoked] = await db
    .update(apiKeys)
    .set({ active: false })
    .where(eq(apiKeys.id, id))
    .returning({ id: apiKeys.id, createdBy: apiKeys.createdBy });
  if (!revoked) return null;
  const [after] = await selectKeys(db).where(eq(apiKeys.id, revoked.id));
  await writeAudit(db, meta, {
    action: "api_key.revoked",
    userId: actor.id,
    resource: `api_key:${revoked.id}`,
    metadata: { name: after!.name, ownerless: revoked.createdBy === null },
  });
  return toView(after!);
}

/** The active key with this value, its last use stamped; null for unknown or revoked keys. */
export async function authenticateApiKey(db: Database, presented: string, now = new Date()) {
  if (!presented.startsWith(KEY_PREFIX)) return null;
  const [key] = await db
    .update(apiKeys)
    .set({ lastUsed: now })
    .where(and(eq(apiKeys.key, sha256(presented)), eq(apiKeys.active, true)))
    .returning({ id: apiKeys.id, name: apiKeys.name, permissions: apiKeys.permissions });
  return key ?? null;
}
