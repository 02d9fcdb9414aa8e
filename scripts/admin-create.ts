/**
 * `npm run admin:create`: creates an admin account, or resets the password and role of an
 * existing one, in DATABASE_URL or the embedded database.
 *   ADMIN_EMAIL=a@b.c ADMIN_PASSWORD=... ADMIN_ROLE=admin npm run admin:create
 * Without ADMIN_PASSWORD the password is asked for (hidden) on the terminal.
 */
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { ZodError } from "zod";
import { upsertAdminAccount } from "~/services/auth/admin-accounts.server";
import { userRoles, type UserRole } from "~db/schema";
import { connect } from "./lib/database";
import { dataDir, prepareDatabase, startLocalDatabase } from "./lib/local-stack";

async function ask(question: string, { hidden = false } = {}) {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
    process.stdout.write(question);
  }
  const answer = await rl.question(hidden ? "" : question);
  rl.close();
  if (hidden) process.stdout.write("\n");
  return answer.trim();
}

async function main() {
  const email = process.env.ADMIN_EMAIL ?? (await ask("Admin e-mail: "));
  const role = (process.env.ADMIN_ROLE ?? "super_admin") as UserRole;
  if (!userRoles.includes(role))
    throw new Error(`ADMIN_ROLE must be one of ${userRoles.join(", ")}`);
  const password =
    process.env.ADMIN_PASSWORD ??
    (await ask("Password (12+ characters, upper, lower, number, special): ", { hidden: true }));

  const database = await startLocalDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: path.join(dataDir, "pglite"),
  });
  try {
    await prepareDatabase(database, { seed: false });
    const { db, close } = connect(database.url, database.wsProxy);
    try {
      const user = await upsertAdminAccount(db, { email, password, role });
      console.log(`Admin ${user!.email} (${user!.role}) is ready.`);
    } finally {
      await close();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  if (error instanceof ZodError)
    console.error(error.issues.map((issue) => `- ${issue.message}`).join("\n"));
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
