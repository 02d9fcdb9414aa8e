/**
 * Integration tests run inside workerd, next to the built Worker (build/index.js), against
 * the real database that scripts/with-test-db.ts prepared for this run.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { experimental_readRawConfig } from "wrangler";
import { addressOf } from "./scripts/lib/database";
import { startFaultProxy } from "./scripts/lib/fault-proxy";
import { mailOutbox } from "./scripts/lib/mail-outbox";
import { missingTestRunEnv, TEST_RUN_ENV } from "./scripts/lib/test-env";
import { startWsProxy } from "./scripts/lib/ws-proxy";
import { startChatWebhookStandin } from "./tests/support/chat-webhook-standin";
import { startContactStandins } from "./tests/support/contact-standins";

const [missing] = missingTestRunEnv();
if (missing)
  throw new Error(`${missing} is not set: run integration tests with \`npm run test:integration\``);

// Stand-ins for reCAPTCHA siteverify and the notification webhook run in this (Node) process;
// tests inside workerd reach them at CONTACT_STANDIN_URL. They end with the test run.
const contactStandins = await startContactStandins();
contactStandins.server.unref();
// The chat webhook stand-in; chat tests point CHAT_WEBHOOK_URL at CHAT_STANDIN_URL/webhook.
const chatStandin = await startChatWebhookStandin();
chatStandin.server.unref();

// The run's database again, behind a proxy tests can cut or freeze (tests/support/faults.ts).
const databaseUrl = new URL(process.env.DATABASE_URL!);
const faultProxy = await startFaultProxy({ target: databaseUrl.host });
const faultyWsProxy = await startWsProxy({ allow: [faultProxy.address] });
faultProxy.unref();
faultyWsProxy.unref();
const faultyDatabaseUrl = new URL(databaseUrl);
faultyDatabaseUrl.host = faultProxy.address;
// The run's database through a proxy of its own, which counts the connections the Worker opens.
const countingWsProxy = await startWsProxy({ allow: [addressOf(databaseUrl.toString())] });
countingWsProxy.unref();

// The run's mail, kept as .eml files as `npm start` keeps them; tests read them back through
// MAIL_OUTBOX (GET: every message, oldest first).
const mailDir = fileURLToPath(new URL("./.data/mail/integration", import.meta.url));
rmSync(mailDir, { recursive: true, force: true });
const outbox = mailOutbox(mailDir, { quiet: true });

const TEST_DIR = "tests/integration";
// `npm run fuzz` runs the contract fuzzer alone (for a longer run: FUZZ_RUNS, FUZZ_SEED).
const testFiles = readdirSync(TEST_DIR)
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => `${TEST_DIR}/${name}`)
  .filter((file) => !process.env.INTEGRATION_INCLUDE || file === process.env.INTEGRATION_INCLUDE);
/** Reads what the queues' consumers deliver: mail, dead letters, enquiries stored later. */
const waitsOnQueues = (file: string) =>
  /support\/(?:mail-outbox|queued-intake)|DEAD_LETTERS|INTAKE_QUEUE/.test(
    readFileSync(file, "utf8"),
  );

/**
 * wrangler.toml as it is, but with no queue consumers. In the shared workerd, a file that queues
 * mail or an enquiry does not wait for it, and a consumer still at work when the file ended ran
 * on into the next one: its log had no test runner left to reach, and the workerd stalled. Files
 * that wait for their queues run with the consumers, in a workerd of their own.
 */
function wranglerConfigWithoutQueueConsumers(): string {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const derived = {
    ...rawConfig,
    // Paths in a wrangler config are read from its own folder, which this copy is not in.
    main: resolve(rawConfig.main ?? "./build/index.js"),
    assets: rawConfig.assets && {
      ...rawConfig.assets,
      directory: resolve(rawConfig.assets.directory ?? "./public"),
    },
    queues: { producers: rawConfig.queues?.producers ?? [] },
  };
  const path = fileURLToPath(
    new URL("./.wrangler/tests/without-queue-consumers.json", import.meta.url),
  );
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(derived, null, 2));
  return path;
}

const workerdWith = (configPath: string) =>
  cloudflareTest({
    main: "./build/index.js",
    wrangler: { configPath },
    miniflare: {
      bindings: {
        ...Object.fromEntries(TEST_RUN_ENV.map((name) => [name, process.env[name]!])),
        CONTACT_STANDIN_URL: contactStandins.url,
        CHAT_STANDIN_URL: chatStandin.url,
        FAULTY_DATABASE_URL: faultyDatabaseUrl.toString(),
        FAULTY_DATABASE_WS_PROXY: faultyWsProxy.url,
        FAULT_PROXY_URL: faultProxy.controlUrl,
        COUNTED_DATABASE_WS_PROXY: countingWsProxy.url,
        COUNTED_DATABASE_STATS_URL: countingWsProxy.statsUrl,
        // The contract fuzzer's seed and length (tests/integration/api-contract-fuzz.test.ts).
        FUZZ_SEED: process.env.FUZZ_SEED ?? "",
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? "",
        FUZZ_BOUNDARIES: process.env.FUZZ_BOUNDARIES ?? "",
      },
      // EMAIL is the local outbox's, not Miniflare's simulation (scripts/lib/mail-outbox.ts).
      email: { send_email: [] },
      serviceBindings: { EMAIL: outbox.binding, MAIL_OUTBOX: outbox.handle },
      workers: [outbox.worker],
    },
  });

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    // Test files import app modules as they are, not the Worker's bundle: sanitize-html's
    // CommonJS (through postcss and nanoid) loads in workerd only once pre-bundled.
    deps: { optimizer: { ssr: { enabled: true, include: ["sanitize-html"] } } },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      // Most files share one workerd, each starting from a fresh Worker (the setup file):
      // starting a workerd for each file cost about five seconds a file.
      {
        extends: true,
        plugins: [workerdWith(wranglerConfigWithoutQueueConsumers())],
        test: {
          name: "shared workerd",
          include: testFiles.filter((file) => !waitsOnQueues(file)),
          isolate: false,
          setupFiles: ["tests/support/fresh-worker-per-file.ts"],
        },
      },
      // A file that waits for its own mail or dead letters gets a workerd of its own: in a
      // shared one, the queues would still hold what earlier files sent, ahead of its messages.
      {
        extends: true,
        plugins: [workerdWith("./wrangler.toml")],
        test: { name: "own workerd", include: testFiles.filter(waitsOnQueues) },
      },
    ],
  },
});
