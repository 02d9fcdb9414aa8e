/**
 * `npm run deploy -- --env staging|production [--dry-run]`: builds and deploys the Worker to one
 * environment of wrangler.toml. First, with or without --dry-run, the environment's vars are
 * checked as the Worker checks them (app/platform/env.server.ts): a deployment the Worker would
 * refuse on every request (no SITE_URL) is refused here, before anything is built. With
 * --dry-run nothing is uploaded: wrangler bundles what it would upload, and this script prints
 * its size and fails above the budget (CI runs it so).
 * Migrations are a separate, earlier step: docs/operations.md.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { deploymentVarsIssues } from "~/platform/env.server";
import { projectRoot } from "./lib/local-stack";

// Cloudflare refuses Workers above 3 MiB gzipped (Free) or 10 MiB (Paid), and every cold start
// parses the whole script. 1 MiB is about twice today's size: room to grow, but a dependency
// that doubles the Worker stops here and gets a look before it ships.
const GZIP_BUDGET_KIB = 1024;
const ENVIRONMENTS = ["staging", "production"];

const { values } = parseArgs({
  options: { env: { type: "string" }, "dry-run": { type: "boolean", default: false } },
});
if (!values.env || !ENVIRONMENTS.includes(values.env)) {
  console.error("usage: npm run deploy -- --env staging|production [--dry-run]");
  process.exit(2);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: projectRoot, encoding: "utf8" });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (result.status !== 0) process.exit(result.status ?? 1);
  return result.stdout;
}

const { vars } = unstable_readConfig({
  config: path.join(projectRoot, "wrangler.toml"),
  env: values.env,
});
const varsIssues = deploymentVarsIssues(vars);
if (varsIssues.length > 0) {
  for (const issue of varsIssues) console.error(`FAIL ${values.env}: ${issue}`);
  process.exit(1);
}

const bin = (name: string) => path.join(projectRoot, "node_modules", ".bin", name);
run("npm", ["run", "build"]);

if (!values["dry-run"]) {
  run(bin("wrangler"), ["deploy", "--env", values.env]);
  process.exit(0);
}

const outdir = mkdtempSync(path.join(os.tmpdir(), "aidev-dry-run-"));
try {
  const output = run(bin("wrangler"), [
    "deploy",
    "--dry-run",
    "--env",
    values.env,
    "--outdir",
    outdir,
  ]);
  const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!size) {
    console.error("FAIL wrangler did not report the upload size");
    process.exit(1);
  }
  const gzipKiB = Number(size[2]);
  const verdict = gzipKiB <= GZIP_BUDGET_KIB ? "ok  " : "FAIL";
  console.log(
    `${verdict} Worker upload for ${values.env}: ${size[1]} KiB, ${gzipKiB} KiB gzipped (budget ${GZIP_BUDGET_KIB} KiB gzipped)`,
  );
  if (verdict === "FAIL") process.exit(1);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
