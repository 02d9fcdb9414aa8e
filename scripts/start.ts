/**
 * `npm start`: builds the app and serves it in workerd (scripts/lib/worker-server.ts) on
 * http://localhost:8787 (PORT overrides). With no DATABASE_URL it runs on the embedded
 * database in .data/pglite, created, migrated and seeded on first start.
 * `npm run dev` does the same with the Remix compiler watching for changes, under `wrangler dev`
 * (which reloads the Worker after each rebuild).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { findUserByEmail, upsertAdminAccount } from "~/services/auth/admin-accounts.server";
import { copyApiReferenceAsset } from "./lib/api-reference-asset";
import { connect } from "./lib/database";
import {
  dataDir,
  localSecrets,
  passThroughEnv,
  prepareDatabase,
  projectRoot,
  startLocalDatabase,
  writeWorkerEnvFile,
} from "./lib/local-stack";
import { startWorkerServer } from "./lib/worker-server";

const startedAt = performance.now();
const port = Number(process.env.PORT ?? 8787);
const devMode = process.argv.includes("--dev");
const bin = (name: string) => path.join(projectRoot, "node_modules", ".bin", name);

function strongRandomPassword() {
  // 24 random characters plus one of each class the policy asks for.
  return `${randomBytes(18).toString("base64url")}Aa7#`;
}

async function ensureAdmin(url: string, wsProxy: string) {
  const { db, close } = connect(url, wsProxy);
  try {
    const email = process.env.ADMIN_EMAIL ?? "admin@example.com";
    if (process.env.ADMIN_PASSWORD) {
      await upsertAdminAccount(db, { email, password: process.env.ADMIN_PASSWORD });
      console.log(`Admin account ${email} is ready (password from ADMIN_PASSWORD).`);
    } else if (!(await findUserByEmail(db, email))) {
      const password = strongRandomPassword();
      await upsertAdminAccount(db, { email, password });
      console.log(
        `\nCreated admin account ${email} with password:\n\n    ${password}\n\nIt is shown only this once; reset it with \`npm run admin:create\`.\n`,
      );
    } else {
      console.log(
        `Admin account ${email} exists (reset its password with \`npm run admin:create\`).`,
      );
    }
  } finally {
    await close();
  }
}

async function main() {
  const database = await startLocalDatabase({
    databaseUrl: process.env.DATABASE_URL,
    pgliteDir: path.join(dataDir, "pglite"),
    latency: process.env.DATABASE_LATENCY_MS
      ? {
          delayMs: Number(process.env.DATABASE_LATENCY_MS),
          controlPort: Number(process.env.DATABASE_LATENCY_CONTROL_PORT ?? 0),
        }
      : undefined,
  });
  console.log(
    process.env.DATABASE_URL
      ? "Using DATABASE_URL."
      : `Using the embedded database in ${path.relative(projectRoot, dataDir)}/pglite.`,
  );
  // Sample enquiries and image only on the embedded database: DATABASE_URL may name a shared one.
  const seeded = await prepareDatabase(database, { sampleContent: !process.env.DATABASE_URL });
  const added = [
    seeded.blogPosts ? `${seeded.blogPosts} sample posts` : "",
    seeded.leads ? `${seeded.leads} sample enquiries` : "",
  ].filter(Boolean);
  console.log(`Database migrated${added.length ? `, ${added.join(" and ")} added` : ""}.`);
  await ensureAdmin(database.url, database.wsProxy);

  const vars = {
    ...passThroughEnv(),
    ...localSecrets(),
    DATABASE_URL: database.url,
    DATABASE_WS_PROXY: database.wsProxy,
  };
  // Uploaded images (the emulated R2 bucket) and the Cache API live beside the embedded
  // database in .data/, where `wrangler dev --persist-to .data/wrangler` keeps them too.
  const persistTo = path.join(dataDir, "wrangler");
  let stopServer: () => Promise<void>;
  copyApiReferenceAsset();
  if (devMode) {
    // The Remix compiler rebuilds on change and has `wrangler dev` reload the Worker.
    const wranglerArgs = [
      "dev",
      "--no-bundle",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--env-file",
      writeWorkerEnvFile("start", vars),
      "--show-interactive-dev-session=false",
      "--persist-to",
      persistTo,
    ];
    const child = spawn(
      bin("remix"),
      ["dev", "--manual", "-c", [bin("wrangler"), ...wranglerArgs].join(" ")],
      { stdio: "inherit" },
    );
    child.on("exit", async (code) => {
      await database.stop();
      process.exit(code ?? 0);
    });
    stopServer = async () => void child.kill("SIGTERM");
  } else {
    const build = spawnSync(bin("remix"), ["build"], {
      stdio: "inherit",
      env: { ...process.env, VITE_CJS_IGNORE_WARNING: "true" },
    });
    if (build.status !== 0) throw new Error("remix build failed");
    const server = await startWorkerServer({
      port,
      vars,
      persistDir: path.join(persistTo, "v3"),
      // Nothing is sent: every message is kept here as an .eml file, newest last.
      mailDir: path.join(dataDir, "mail"),
    });
    stopServer = server.close;
  }

  waitUntilReady(port).then(() =>
    console.log(
      `\nReady at http://localhost:${port} (started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)\n`,
    ),
  );

  const stop = async () => {
    await stopServer();
    await database.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

async function waitUntilReady(port: number) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
