/** Admin accounts for end-to-end tests (Node side), in the database the e2e server uses. */
import { upsertAdminAccount } from "~/services/auth/admin-accounts.server";
import type { UserRole } from "~db/schema";
import { connect } from "../../scripts/lib/database";

const E2E_ADMIN_PASSWORD = "E2e-Admin-Password-42!";

export async function withE2eDb<T>(work: (db: ReturnType<typeof connect>["db"]) => Promise<T>) {
  const { DATABASE_URL, DATABASE_WS_PROXY } = process.env;
  if (!DATABASE_URL || !DATABASE_WS_PROXY)
    throw new Error("run the e2e tests with `npm run test:e2e`");
  const database = connect(DATABASE_URL, DATABASE_WS_PROXY);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A fresh admin with its own e-mail, so tests running in parallel never share lockouts or sessions. */
export async function createE2eAdmin(label: string, role: UserRole = "super_admin") {
  const email = `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await withE2eDb((db) =>
    upsertAdminAccount(db, { email, password: E2E_ADMIN_PASSWORD, role }),
  );
  return { id: user!.id, role, email, password: E2E_ADMIN_PASSWORD };
}
