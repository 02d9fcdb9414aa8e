/**
 * `vitest run <args>`, ending with Vitest's result. Node 20 can fail to exit after Vitest has
 * finished: the results are printed and written, and the process then spins at full CPU in its
 * exit clean-up (`node::Environment::CleanupHandles`, seen once on the integration run, for
 * twenty minutes, over one TCP handle that never closed). So the results also go to a JSON file;
 * once it is written, the process gets a minute to exit before it is stopped and the file
 * decides the outcome.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { dataDir } from "./lib/local-stack";

const EXIT_GRACE_MS = 60_000;

mkdirSync(dataDir, { recursive: true });
const resultsFile = path.join(dataDir, `vitest-results-${process.pid}.json`);
rmSync(resultsFile, { force: true });

const vitest = spawn(
  "vitest",
  [
    "run",
    ...process.argv.slice(2),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${resultsFile}`,
  ],
  { stdio: "inherit" },
);

function reportedSuccess(): boolean | undefined {
  try {
    return (JSON.parse(readFileSync(resultsFile, "utf8")) as { success: boolean }).success;
  } catch {
    return undefined;
  }
}

let stopped = false;
const watch = setInterval(() => {
  if (reportedSuccess() === undefined) return;
  clearInterval(watch);
  setTimeout(() => {
    stopped = true;
    console.error(`Vitest finished but did not exit within ${EXIT_GRACE_MS / 1000} s: stopped.`);
    vitest.kill("SIGKILL");
  }, EXIT_GRACE_MS).unref();
}, 1_000);

vitest.on("exit", (code) => {
  clearInterval(watch);
  const success = reportedSuccess();
  rmSync(resultsFile, { force: true });
  if (stopped && success !== undefined) process.exit(success ? 0 : 1);
  process.exit(code ?? 1);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => vitest.kill(signal));
