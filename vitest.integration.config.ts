/**
 * Integration tests run inside workerd, next to the built Worker (build/index.js), against
 * the real database that scripts/with-test-db.ts prepared for this run.
 */
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { missingTestRunEnv, TEST_RUN_ENV } from "./scripts/lib/test-env";
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

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  plugins: [
    cloudflareTest({
      main: "./build/index.js",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          ...Object.fromEntries(TEST_RUN_ENV.map((name) => [name, process.env[name]!])),
          CONTACT_STANDIN_URL: contactStandins.url,
          CHAT_STANDIN_URL: chatStandin.url,
        },
      },
    }),
  ],
  test: {
    include: ["tests/integration/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
