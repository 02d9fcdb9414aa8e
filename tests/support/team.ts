/**
 * A users table of the test's own, for rules about "the last super admin": the run's database
 * is shared by every test file, each with super admins of its own. The copy lives in a scratch
 * schema that every connection of the returned database searches first; the tables a team
 * change touches are copied beside it, and the schema is dropped afterwards.
 */
import type { PoolClient } from "@neondatabase/serverless";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { parseUserId, type UserId } from "~/schemas/team";
import { createDrizzle, createPool, type Database } from "~db/client";
import { users, type UserRole } from "~db/schema";
import { withDb } from "./worker";

const COPIED_TABLES = [
  "users",
  "admin_sessions",
  "csrf_tokens",
  "api_keys",
  "user_invitations",
  "security_audit_log",
];

export async function withIsolatedUsers<T>(
  work: (db: Database, create: (role: UserRole) => Promise<UserId>) => Promise<T>,
) {
  const schema = `team_${crypto.randomUUID().replaceAll("-", "")}`;
  await withDb(async (db) => {
    await db.execute(sql.raw(`create schema ${schema}`));
    for (const table of COPIED_TABLES)
      await db.execute(
        sql.raw(`create table ${schema}.${table} (like public.${table} including all)`),
      );
  });
  const bindings = env as unknown as Record<string, string>;
  const pool = createPool({ url: bindings.DATABASE_URL!, wsProxy: bindings.DATABASE_WS_PROXY });
  // Runs before any statement the test sends on that connection.
  pool.on(
    "connect",
    (client: PoolClient) => void client.query(`set search_path to ${schema}, public`),
  );
  try {
    const db = createDrizzle(pool);
    const create = async (role: UserRole) => {
      const email = `${role}-${crypto.randomUUID()}@example.com`;
      const [row] = await db
        .insert(users)
        .values({ username: email, email, password: "not-used", role })
        .returning({ id: users.id });
      return parseUserId(row!.id)!;
    };
    const [{ search_path: searchPath }] = (await db.execute(sql`show search_path`)).rows as [
      { search_path: string },
    ];
    if (!searchPath.startsWith(schema)) throw new Error("the scratch schema is not searched first");
    return await work(db, create);
  } finally {
    await pool.end();
    await withDb((db) => db.execute(sql.raw(`drop schema ${schema} cascade`)));
  }
}
