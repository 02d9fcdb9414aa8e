/**
 * API keys for machine clients of the admin API. A key is 32 random bytes behind a "kal_"
 * prefix (47 characters), shown once; the row keeps its SHA-256 and the first characters so
 * an admin can tell keys apart. A key acts only within its permissions (read, write, delete)
 * and stops working the moment it is revoked, or its maker is suspended or deleted.
 */
import { and, desc, eq } from "drizzle-orm";
import { randomToken, sha256 } from "~/lib/tokens.server";
import type { Database } from "~/platform/db.server";
import { apiKeys, type ApiKeyPermission } from "~db/schema";

const KEY_PREFIX = "kal_";
const VISIBLE_PREFIX_LENGTH = KEY_PREFIX.length + 8;

export async function createApiKey(
  db: Database,
  {
    name,
    permissions,
    createdBy = null,
  }: { name: string; permissions: ApiKeyPermission[]; createdBy?: string | null },
  now = new Date(),
) {
  const key = `${KEY_PREFIX}${randomToken(32)}`;
  const [record] = await db
    .insert(apiKeys)
    .values({
      name,
      permissions: [...new Set(permissions)],
      key: sha256(key),
      prefix: key.slice(0, VISIBLE_PREFIX_LENGTH),
      createdBy,
      createdAt: now,
    })
    .returning({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      permissions: apiKeys.permissions,
    });
  return { key, record: record! };
}

export function listApiKeys(db: Database) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      permissions: apiKeys.permissions,
      active: apiKeys.active,
      lastUsed: apiKeys.lastUsed,
      createdAt: apiKeys.createdAt,
    })
    .from(apiKeys)
    .orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKey(db: Database, id: number) {
  const [revoked] = await db
    .update(apiKeys)
    .set({ active: false })
    .where(eq(apiKeys.id, id))
    .returning({ id: apiKeys.id, name: apiKeys.name });
  return revoked ?? null;
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
