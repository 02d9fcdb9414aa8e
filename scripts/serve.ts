/**
 * Serves the already-built Worker with `wrangler dev` using the database and secrets in
 * this process's environment (as scripts/with-test-db.ts sets them). Used by the end-to-end
 * tests and the benchmarks; `npm start` is the way to run the site yourself.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { dataDir, passThroughEnv, projectRoot, writeWorkerEnvFile } from "./lib/local-stack";
import { missingTestRunEnv, TEST_RUN_ENV } from "./lib/test-env";

const port = process.env.PORT ?? "8788";
const [missing] = missingTestRunEnv();
if (missing) {
  console.error(`${missing} is not set; run this through scripts/with-test-db.ts`);
  process.exit(2);
}

const envFile = writeWorkerEnvFile(`serve-${port}`, {
  ...passThroughEnv(),
  ...Object.fromEntries(TEST_RUN_ENV.map((name) => [name, process.env[name]])),
});
// Each server keeps its emulated R2 bucket and cache in a directory of its own port, emptied
// when it starts (a test run starts from nothing, like its database): servers running side by
// side never share or lock each other's local state.
const persistDir = path.join(dataDir, `serve-${port}-state`);
rmSync(persistDir, { recursive: true, force: true });
const child = spawn(
  path.join(projectRoot, "node_modules", ".bin", "wrangler"),
  [
    "dev",
    "--no-bundle",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--env-file",
    envFile,
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    "--persist-to",
    persistDir,
  ],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
