/**
 * `npm run bench -- --posts 10000`: the blog at a size. Makes a database of its own (next to
 * TEST_DATABASE_URL's when set, else an embedded PGlite), fills it with that many posts (twelve
 * categories, bodies of a few kilobytes, 90 % published, dates spread over years), starts
 * `npm start` on it, and measures the reads that grow with the table — the list, a deep page,
 * a category, a full-text search, a post, the admin posts table — warm (one URL, cached) and
 * cold (every request a new key, so each runs its queries). Everything is removed afterwards.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import { blogPosts } from "~db/schema";
import {
  adminAccessToken,
  measure,
  printTable,
  uniquePaths,
  setServerUrl,
  type Row,
} from "./lib/bench-measure";
import { connect, migrateDatabase } from "./lib/database";
import { freePort } from "./lib/free-port";
import { projectRoot } from "./lib/local-stack";
import { createScratchDatabase } from "./lib/scratch-database";

const CATEGORIES = [
  "AI Strategy",
  "Machine Learning",
  "LLM Engineering",
  "Data Engineering",
  "MLOps",
  "Computer Vision",
  "NLP",
  "Agents",
  "Case Studies",
  "Security",
  "Product",
  "Research",
];
const FILLER = "the a of for with when our your this that every team each".split(" ");
const WORDS =
  "model data agent pipeline latency retrieval embedding vector evaluation prompt context token fine-tuning inference training dataset label feature drift monitoring deployment gpu cost budget privacy compliance governance audit workflow automation integration api schema warehouse stream batch cache index query ranking search recommendation forecast anomaly classifier regression transformer attention benchmark accuracy recall precision".split(
    " ",
  );

/** Each post writes about a dozen of the domain words, so a search matches some posts, not all. */
function topicWords(seed: number) {
  return Array.from({ length: 12 }, (_, i) => WORDS[(seed * 7 + i * i * 5 + i) % WORDS.length]!);
}

function sentence(seed: number, length: number, words = topicWords(seed)) {
  const picked: string[] = [];
  for (let i = 0; i < length; i++)
    picked.push(
      i % 3 === 2 ? FILLER[(seed + i) % FILLER.length]! : words[(seed + i * 5) % words.length]!,
    );
  const text = picked.join(" ");
  return text[0]!.toUpperCase() + text.slice(1) + ".";
}

/** A post body of a few kilobytes: headings, paragraphs and a list, different for each post. */
function body(seed: number) {
  const words = topicWords(seed);
  const parts: string[] = [];
  for (let section = 0; section < 4; section++) {
    parts.push(`## ${sentence(seed + section, 4, words).slice(0, -1)}`);
    for (let paragraph = 0; paragraph < 3; paragraph++)
      parts.push(
        Array.from({ length: 5 }, (_, i) =>
          sentence(seed + section * 7 + paragraph * 3 + i, 14, words),
        ).join(" "),
      );
    parts.push(Array.from({ length: 4 }, (_, i) => `- ${sentence(seed + i, 6, words)}`).join("\n"));
  }
  return parts.join("\n\n");
}

async function fillBlog(url: string, wsProxy: string, count: number) {
  const { db, close } = connect(url, wsProxy);
  try {
    await migrateDatabase(db);
    const started = Date.now() - count * 3_600_000;
    for (let first = 0; first < count; first += 250) {
      const rows = Array.from({ length: Math.min(250, count - first) }, (_, offset) => {
        const n = first + offset;
        const published = n % 10 !== 0;
        const date = new Date(started + n * 3_600_000);
        return {
          slug: `scale-post-${n}`,
          title: `${sentence(n, 6).slice(0, -1)} ${n}`,
          excerpt: sentence(n + 1, 20),
          content: body(n),
          category: CATEGORIES[n % CATEGORIES.length]!,
          author: `Author ${n % 40}`,
          tags: [WORDS[n % WORDS.length]!, WORDS[(n * 7) % WORDS.length]!],
          published,
          publishedDate: published ? date : null,
          createdAt: date,
        };
      });
      await db.insert(blogPosts).values(rows);
    }
    await db.execute(sql`analyze ${blogPosts}`);
  } finally {
    await close();
  }
}

export async function startServer(databaseUrl: string, admin: { email: string; password: string }) {
  const port = await freePort();
  const child = spawn(path.join(projectRoot, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 480; attempt++) {
    const health = await fetch(`${url}/api/v1/health`).catch(() => null);
    if (health?.ok) return { url, stop: () => process.kill(-child.pid!, "SIGTERM") };
    if (child.exitCode !== null) throw new Error("npm start exited before it was ready");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("npm start did not become ready");
}

export async function benchAtScale(count: number) {
  if (!Number.isInteger(count) || count < 1) throw new Error("--posts takes a positive number");
  const database = await createScratchDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const filling = Date.now();
    await fillBlog(database.url, database.wsProxy, count);
    console.log(`${count} posts written in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
    // The server gets the database URL itself and runs its own proxy in front of it.
    const admin = {
      email: "bench@example.com",
      password: `${randomBytes(18).toString("base64url")}Aa7#`,
    };
    server = await startServer(database.url, admin);
    setServerUrl(server.url);

    const published = Math.ceil((count * 9) / 10);
    const deepPage = Math.max(1, Math.min(400, Math.floor(published / 20)));
    const token = await adminAccessToken(admin.email, admin.password);
    const bearer = { authorization: `Bearer ${token}` };
    const start = 1000 + Math.floor(Math.random() * 1_000_000);
    const warm = async (path: string) => {
      await fetch(server!.url + path).then((r) => r.text());
      return () => path;
    };

    const rows: Row[] = [];
    rows.push(await measure("static file", () => "/images/blog/card-fallback.svg"));
    rows.push(await measure("list, warm", await warm("/api/v1/blog/posts")));
    rows.push(
      await measure(
        "list, cold",
        uniquePaths(
          (i) => `/api/v1/blog/posts?limit=${(i % 100) + 1}&page=${1 + Math.floor(i / 100)}`,
        ),
      ),
    );
    rows.push(
      await measure(`page ${deepPage}, warm`, await warm(`/api/v1/blog/posts?page=${deepPage}`)),
    );
    rows.push(
      await measure(
        `page ${deepPage} ± 100, cold`,
        uniquePaths(
          (i) =>
            `/api/v1/blog/posts?page=${Math.max(1, deepPage - 100 + (i % 200))}&limit=${20 + Math.floor(i / 200)}`,
        ),
      ),
    );
    rows.push(
      await measure(
        "category, warm",
        await warm(`/api/v1/blog/posts?category=${encodeURIComponent(CATEGORIES[3]!)}`),
      ),
    );
    rows.push(
      await measure(
        "category, cold",
        uniquePaths(
          (i) =>
            `/api/v1/blog/posts?category=${encodeURIComponent(CATEGORIES[i % CATEGORIES.length]!)}&limit=${1 + Math.floor(i / CATEGORIES.length)}`,
        ),
      ),
    );
    rows.push(
      await measure("search, warm", await warm("/api/v1/blog/posts?search=retrieval%20latency")),
    );
    rows.push(
      await measure(
        "search, cold",
        uniquePaths(
          (i) =>
            `/api/v1/blog/posts?search=${WORDS[i % WORDS.length]}%20${WORDS[(i * 7 + 3) % WORDS.length]}&limit=${20 + (i % 7)}&page=${1 + ((start + i) % 5)}`,
        ),
      ),
    );
    rows.push(await measure("post page, warm", await warm("/blog/scale-post-1")));
    rows.push(
      await measure(
        "post JSON, cold",
        // Ends in 1–9: never a draft (every tenth post is one).
        uniquePaths(
          (i) => `/api/v1/blog/posts/scale-post-${(((start + i) * 10) % count) + 1 + (i % 9)}`,
        ),
      ),
    );
    rows.push(
      await measure(
        "admin posts table (never cached)",
        uniquePaths((i) => `/api/v1/admin/blog/posts?page=${1 + (i % 50)}`),
        bearer,
      ),
    );
    rows.push(
      await measure(
        "admin posts table, search",
        uniquePaths((i) => `/api/v1/admin/blog/posts?search=${WORDS[i % WORDS.length]}`),
        bearer,
      ),
    );
    console.log(`\n${count} posts (${published} published)`);
    printTable(rows);
  } finally {
    server?.stop();
    await database.dispose();
  }
}
