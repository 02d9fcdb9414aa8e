/**
 * `npm run check:commits` (part of `npm test`): every commit since the house rule on commit
 * messages began has a subject of at most 72 characters and, when it has a body, a blank line
 * before it (scripts/lib/commit-message.ts). Older commits are history and are left as they are.
 */
import { spawnSync } from "node:child_process";
import { commitMessageProblems } from "./lib/commit-message";

/** The last commit before the rule: commits after it are checked. */
const RULE_BASE = "6f54c88";
/** Its commit time, for a shallow clone that does not hold it. */
const RULE_BASE_TIME = "2026-11-27T16:57:05Z";

function git(...args: string[]) {
  const run = spawnSync("git", args, { encoding: "utf8" });
  return { ok: run.status === 0, out: run.stdout };
}

if (!git("rev-parse", "--git-dir").ok) {
  console.log("Not a git checkout: there are no commits to check.");
  process.exit(0);
}

const range = git("cat-file", "-e", `${RULE_BASE}^{commit}`).ok
  ? [`${RULE_BASE}..HEAD`]
  : ["HEAD", `--since=${RULE_BASE_TIME}`];
const log = git("log", "--format=%h%x00%B%x1e", ...range);
if (!log.ok) {
  console.error("git log failed");
  process.exit(1);
}

const commits = log.out
  .split("\x1e")
  .map((entry) => entry.replace(/^\n/, ""))
  .filter(Boolean)
  .map((entry) => {
    const [hash = "", message = ""] = entry.split("\x00");
    return { hash, message };
  });
const failures = commits.flatMap(({ hash, message }) =>
  commitMessageProblems(message).map(
    (problem) => `${hash} ${message.split("\n")[0]}\n    ${problem}`,
  ),
);
if (failures.length) {
  console.error(`Commit messages that break the house rule:\n${failures.join("\n")}`);
  console.error(
    "\nA subject of at most 72 characters in the imperative, a blank line, then a body that says why.",
  );
  process.exit(1);
}
console.log(
  `${commits.length} commit message(s) since ${RULE_BASE}: subjects within 72 characters.`,
);
