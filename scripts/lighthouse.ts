/**
 * `npm run lighthouse`: Lighthouse (mobile, the default configuration) on the five public pages
 * of a running server, in Debian's Chromium, and the four category scores of each: the median of
 * LIGHTHOUSE_RUNS runs (5), with each run's performance score and the median total blocking
 * time beside it. It exits 1 when a median is below LIGHTHOUSE_MIN (90: this machine is a noisy
 * two-core box, so performance scores move by a few points between runs).
 *
 *   PORT=8899 npm start                                   # one shell
 *   LIGHTHOUSE_URL=http://127.0.0.1:8899 npm run lighthouse  # another
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const baseUrl = (process.env.LIGHTHOUSE_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const minimum = Number(process.env.LIGHTHOUSE_MIN ?? 90);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function postPath() {
  const response = await fetch(`${baseUrl}/api/v1/blog/posts?limit=1`).catch(() => null);
  if (!response?.ok) {
    console.error(`No server at ${baseUrl}. Start one first (PORT=8899 npm start).`);
    process.exit(2);
  }
  const { posts } = (await response.json()) as { posts: { slug: string }[] };
  return posts[0] ? `/blog/${posts[0].slug}` : null;
}

async function main() {
  const post = await postPath();
  const pages = ["/", "/blog", ...(post ? [post] : []), "/team", "/contact"];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows: {
    page: string;
    scores: number[];
    performanceRuns: number[];
    blockingMs: number;
    failures: string[];
  }[] = [];
  try {
    for (const page of pages) {
      // Warm the edge cache first: a visitor's first request is not what a page is judged on.
      await fetch(baseUrl + page).then((response) => response.text());
      const results: { scores: number[]; blockingMs: number; failures: string[] }[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(baseUrl + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) console.error(`${page}: ${runtimeError.code} ${runtimeError.message}`);
        results.push({
          scores: CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100)),
          blockingMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
          // The audits that cost points outside performance, which is a measurement, not a finding.
          failures: CATEGORIES.filter((name) => name !== "performance").flatMap((name) =>
            (categories[name]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${name}: ${ref.id}`),
          ),
        });
      }
      rows.push({
        page,
        scores: CATEGORIES.map((_, index) => median(results.map((each) => each.scores[index]!))),
        performanceRuns: results.map((each) => each.scores[0]!),
        blockingMs: median(results.map((each) => each.blockingMs)),
        failures: [...new Set(results.flatMap((each) => each.failures))],
      });
    }
  } finally {
    await chrome.kill();
  }

  console.log(`\nLighthouse (mobile) against ${baseUrl}, median of ${runs} runs\n`);
  console.log(`| page | ${CATEGORIES.join(" | ")} | performance per run | TBT ms |`);
  console.log(`| --- | ${CATEGORIES.map(() => "---:").join(" | ")} | --- | ---: |`);
  for (const row of rows)
    console.log(
      `| ${row.page} | ${row.scores.join(" | ")} | ${row.performanceRuns.join(", ")} | ${row.blockingMs} |`,
    );
  const findings = rows.flatMap((row) => row.failures.map((failure) => `${row.page}: ${failure}`));
  if (findings.length > 0) console.log(`\nAudits that cost points:\n  ${findings.join("\n  ")}`);
  const low = rows.filter((row) => row.scores.some((score) => score < minimum));
  if (low.length > 0) {
    console.error(`\nBelow ${minimum}: ${low.map((row) => row.page).join(", ")}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
