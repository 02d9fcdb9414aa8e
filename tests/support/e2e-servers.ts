import { e2ePort } from "../e2e/servers";

/**
 * More e2e web servers (started by playwright.config.ts). The main one runs with no external
 * services configured (the defaults a fresh install has). A second one, on E2E_PORT + 2, has the
 * chat webhook pointed at a local stand-in (E2E_PORT + 3) and an analytics provider configured
 * whose script URL tests intercept with page.route; suites that need those use its base URL.
 */
export const integrationsPort = e2ePort + 2;
export const chatStandinPort = e2ePort + 3;

export const integrationsBaseURL = `http://localhost:${integrationsPort}`;
export const chatStandinURL = `http://127.0.0.1:${chatStandinPort}`;

export const e2eAnalytics = {
  measurementId: "G-E2ESTANDIN",
  scriptUrl: "https://analytics-standin.invalid/gtag/js",
  collectUrl: "https://analytics-standin.invalid/collect",
};
