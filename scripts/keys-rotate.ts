/**
 * `npm run keys:rotate`: stores every two-factor secret in the current format under the first
 * key of ENCRYPTION_KEY, bound to its account; values in clear or in the first format (enc:v1:)
 * move too. Rotation: put the new key first (`ENCRYPTION_KEY=new,old`), deploy, run this against
 * the database, then remove the old key. Values already current are left alone, so it can run
 * again at any time.
 *
 *   DATABASE_URL=postgres://… ENCRYPTION_KEY=new,old npm run keys:rotate
 *
 * Without DATABASE_URL it works on the embedded database of `npm start`.
 */
import path from "node:path";
import { fieldKeys } from "~/lib/field-encryption.server";
import { reencryptTwoFactorSecrets } from "~/services/auth/two-factor/stored-secrets.server";
import { connect } from "./lib/database";
import { dataDir, startLocalDatabase } from "./lib/local-stack";

async function main() {
  const { DATABASE_URL, ENCRYPTION_KEY } = process.env;
  if (!ENCRYPTION_KEY) {
    console.error("usage: [DATABASE_URL=…] ENCRYPTION_KEY=new[,old…] npm run keys:rotate");
    process.exit(2);
  }
  const keys = await fieldKeys(ENCRYPTION_KEY);
  const database = await startLocalDatabase({
    databaseUrl: DATABASE_URL,
    pgliteDir: path.join(dataDir, "pglite"),
  });
  const { db, close } = connect(database.url, database.wsProxy);
  try {
    const { accounts, reencrypted, unreadable } = await reencryptTwoFactorSecrets(db, keys);
    console.log(
      `${accounts} account(s) with two-factor secrets; ${reencrypted} value(s) now stored under key ${keys.current.id}.`,
    );
    if (unreadable > 0) {
      console.error(
        `${unreadable} value(s) could not be opened by any listed key: put the key they were made with back in ENCRYPTION_KEY, or have those admins set up two-factor again.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await close();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
