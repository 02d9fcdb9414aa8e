import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2ePort as port, recaptchaPort } from "./tests/e2e/servers";
import {
  chatStandinPort,
  chatStandinURL,
  e2eAnalytics,
  faultsBaseURL,
  faultsPort,
  integrationsBaseURL,
  integrationsPort,
} from "./tests/support/e2e-servers";

const baseURL = `http://localhost:${port}`;
/**
 * Debian's Chromium headless shell (package chromium-headless-shell), as Playwright's own
 * headless runs use: it opens a browser context and page in about a third of the full
 * browser's time, which is most of a short test's. The full browser where it is missing.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
/** Specs that change what every visitor sees (the site's own pages), run on their own. */
const siteWide = /\.site-wide\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on its second try is a flake to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  // Generous: signing in runs scrypt, and CI machines are small (2 cores).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots, a quarter of each test's time here,
    // and CI keeps no files after the run: there a failure is read from the printed error.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // *.js.spec.ts runs only with JavaScript, *.nojs.spec.ts only without; the rest in both.
    {
      name: "js",
      testIgnore: [siteWide, /\.nojs\.spec\.ts$/, /\.resilience\.spec\.ts$/, /\.faults\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: [siteWide, /\.js\.spec\.ts$/, /\.resilience\.spec\.ts$/, /\.faults\.spec\.ts$/],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
    // Breaks its own server's database on purpose: one test at a time, with JavaScript on and
    // off inside each spec, against the server behind the fault proxy.
    {
      name: "faults",
      testMatch: /\.faults\.spec\.ts$/,
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], baseURL: faultsBaseURL },
    },
    // Publishes the site's own pages, which every other test sees: one test at a time, once the
    // tests that read those pages are done, with JavaScript on and off inside each spec.
    {
      name: "site-wide",
      testMatch: siteWide,
      dependencies: ["js", "no-js"],
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"] },
    },
    // Loads the server on purpose, so it runs once the others are done.
    {
      name: "resilience",
      testMatch: /\.resilience\.spec\.ts$/,
      dependencies: ["js", "no-js", "site-wide"],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      command: `tsx scripts/serve.ts`,
      env: { PORT: String(port) },
      url: `${baseURL}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `tsx tests/support/serve-with-recaptcha.ts`,
      env: { PORT: String(recaptchaPort) },
      url: `http://localhost:${recaptchaPort}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    // The chat webhook stand-in and a second Worker wired to it and to an analytics provider
    // (see tests/support/e2e-servers.ts).
    {
      command: `tsx tests/support/chat-webhook-standin.ts ${chatStandinPort}`,
      url: `${chatStandinURL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `tsx scripts/serve.ts`,
      env: {
        PORT: String(integrationsPort),
        CHAT_WEBHOOK_URL: `${chatStandinURL}/webhook`,
        ANALYTICS_MEASUREMENT_ID: e2eAnalytics.measurementId,
        ANALYTICS_SCRIPT_URL: e2eAnalytics.scriptUrl,
      },
      url: `${integrationsBaseURL}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    // A Worker whose database sits behind a fault proxy the fault tests cut and freeze.
    {
      command: `tsx tests/support/serve-with-fault-proxy.ts`,
      env: { PORT: String(faultsPort) },
      url: `${faultsBaseURL}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
