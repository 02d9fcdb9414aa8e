import { e2ePort } from "../e2e/servers";

/**
 * More e2e web servers (started by playwright.config.ts). The main one runs with no external
 * services configured (the defaults a fresh install has). A second one, on E2E_PORT + 2, has the
 * chat webhook pointed at a local stand-in (E2E_PORT + 3) and an analytics provider configured
 * whose script URL tests intercept with page.route; suites that need those use its base URL.
 * A third, on E2E_PORT + 4, reaches its database through a fault proxy whose control endpoint
 * listens on E2E_PORT + 5 (tests/support/serve-with-fault-proxy.ts), for *.faults.spec.ts.
 */
export const integrationsPort = e2ePort + 2;
export const chatStandinPort = e2ePort + 3;
export const faultsPort = e2ePort + 4;
export const faultControlPort = e2ePort + 5;

export const integrationsBaseURL = `http://localhost:${integrationsPort}`;
export const chatStandinURL = `http://127.0.0.1:${chatStandinPort}`;
export const faultsBaseURL = `http://localhost:${faultsPort}`;
export const faultControlURL = `http://127.0.0.1:${faultControlPort}`;

export const e2eAnalytics = {
  measurementId: "G-E2ESTANDIN",
  scriptUrl: "https://analytics-standin.invalid/gtag/js",
  collectUrl: "https://analytics-standin.invalid/collect",
};
