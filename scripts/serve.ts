/**
 * Serves the already-built Worker in workerd (scripts/lib/worker-server.ts) using the database
 * and secrets in this process's environment (as scripts/with-test-db.ts sets them). Used by the
 * end-to-end tests; `npm start` is the way to run the site yourself.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { dataDir, passThroughEnv } from "./lib/local-stack";
import { missingTestRunEnv, TEST_RUN_ENV } from "./lib/test-env";
import { startWorkerServer } from "./lib/worker-server";

const port = Number(process.env.PORT ?? "8788");
const [missing] = missingTestRunEnv();
if (missing) {
  console.error(`${missing} is not set; run this through scripts/with-test-db.ts`);
  process.exit(2);
}

// Each server keeps its emulated R2 bucket and cache in a directory of its own port, emptied
// when it starts (a test run starts from nothing, like its database): servers running side by
// side never share or lock each other's local state.
const persistDir = path.join(dataDir, `serve-${port}-state`);
rmSync(persistDir, { recursive: true, force: true });
// Its mail likewise: the end-to-end tests read the .eml files from here.
const mailDir = path.join(dataDir, "mail", `serve-${port}`);
rmSync(mailDir, { recursive: true, force: true });

const server = await startWorkerServer({
  port,
  persistDir,
  mailDir,
  vars: {
    ...passThroughEnv(),
    ...Object.fromEntries(TEST_RUN_ENV.map((name) => [name, process.env[name]])),
  },
});
console.log(`Serving the Worker at ${server.url}`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
