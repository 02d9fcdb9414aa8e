/**
 * `npm test`: the whole suite, in order — the commit messages' shape, lint and format check,
 * unit tests (Vitest, Node), the OpenAPI document's lint, a production build, integration
 * tests inside workerd against a fresh database, and end-to-end tests in Chromium (JavaScript
 * on and off) against the built Worker. After the build, the browser bundles are held to their
 * size budgets and kept free of server-only packages. Stops at the first failure.
 */
import { spawnSync } from "node:child_process";

const steps: [string, string[]][] = [
  ["commit messages", ["npm", "run", "check:commits"]],
  ["lint", ["npm", "run", "lint"]],
  ["format check", ["npm", "run", "format:check"]],
  ["unit tests", ["npm", "run", "test:unit"]],
  ["OpenAPI lint (Redocly)", ["npm", "run", "openapi:lint"]],
  // The integration tests import the built Worker, so the type check comes after the build.
  ["build", ["npm", "run", "build"]],
  ["type check", ["npm", "run", "typecheck"]],
  // Each public page's JavaScript within its budget, and no server-only package in the browser.
  ["browser bundle budgets", ["npm", "run", "size", "--", "--budget"]],
  ["integration tests (workerd + Postgres)", ["npm", "run", "test:integration"]],
  ["end-to-end tests (Chromium)", ["npm", "run", "test:e2e"]],
];

const only = process.argv.slice(2);
const results: string[] = [];
for (const [name, command] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const run = spawnSync(command[0]!, command.slice(1), { stdio: "inherit" });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? "ok  " : "FAIL"} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join("\n")}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join("\n")}`);
