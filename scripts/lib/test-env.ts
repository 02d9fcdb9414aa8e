/**
 * What a test run's Worker must be given: the database of the run (scripts/with-test-db.ts
 * makes it) and its secrets. The e2e servers (scripts/serve.ts) and the integration tests
 * (vitest.integration.config.ts) both refuse to start without them.
 */
export const TEST_RUN_ENV = [
  "DATABASE_URL",
  "DATABASE_WS_PROXY",
  "SESSION_SECRET",
  "JWT_SECRET",
  "ENCRYPTION_KEY",
] as const;

export function missingTestRunEnv() {
  return TEST_RUN_ENV.filter((name) => !process.env[name]);
}
