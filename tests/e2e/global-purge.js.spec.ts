/**
 * A change made in one data centre reaches the others: two Workers that share the KV namespace
 * (Workers KV is global) but not the Cache API (each data centre has its own). An admin
 * unpublishes a post through one; the other, which has the post's page and JSON cached, stops
 * serving them within a minute.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { blogPosts } from "~db/schema";
import { freePort } from "../../scripts/lib/free-port";
import { passThroughEnv } from "../../scripts/lib/local-stack";
import { TEST_RUN_ENV } from "../../scripts/lib/test-env";
import { startWorkerServer } from "../../scripts/lib/worker-server";
import { createE2eAdmin, withE2eDb } from "../support/e2e-admin";
import { uniqueTag } from "./admin-portal-helpers";

/** Workers KV's own bound for a change to reach every location. */
const REACHES_EVERY_DATA_CENTRE_WITHIN_MS = 60_000;

const stateDir = mkdtempSync(path.join(tmpdir(), "global-purge-"));
const servers: { url: string; close(): Promise<void> }[] = [];

async function dataCentre(name: string) {
  const server = await startWorkerServer({
    port: await freePort(),
    persistDir: path.join(stateDir, name),
    kvPersistDir: path.join(stateDir, "shared-kv"),
    vars: {
      ...passThroughEnv(),
      ...Object.fromEntries(TEST_RUN_ENV.map((variable) => [variable, process.env[variable]])),
      // One site served from both: its generation and cache keys belong to its one origin.
      SITE_URL: "https://www.global-purge.test",
    },
  });
  servers.push(server);
  return server.url.replace(/\/$/, "");
}

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(stateDir, { recursive: true, force: true });
});

/** Asks until the answer came from that data centre's cache. */
async function cachedIn(base: string, path: string) {
  await expect
    .poll(async () => (await fetch(base + path)).headers.get("x-cache"), { timeout: 15_000 })
    .toBe("HIT");
}

test("an unpublished post is gone from another data centre's cached page and JSON within a minute", async () => {
  test.setTimeout(REACHES_EVERY_DATA_CENTRE_WITHIN_MS + 60_000);
  // One after the other: two runtimes opening the shared store at the same moment lock it.
  const london = await dataCentre("london");
  const tokyo = await dataCentre("tokyo");
  const slug = uniqueTag("global-purge").toLowerCase();
  const [post] = await withE2eDb((db) =>
    db
      .insert(blogPosts)
      .values({
        slug,
        title: `Seen everywhere ${slug}`,
        excerpt: "A post cached in two data centres.",
        content: "Words of a post that two data centres have cached. ".repeat(4),
        category: "Global",
        published: true,
        publishedDate: new Date(),
      })
      .returning(),
  );
  for (const base of [london, tokyo])
    for (const path of [`/blog/${slug}`, `/api/v1/blog/posts/${slug}`]) await cachedIn(base, path);

  const admin = await createE2eAdmin("global-purge");
  const login = await fetch(`${london}/api/v1/admin/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const { csrfToken } = (await (
    await fetch(`${london}/api/v1/admin/auth/csrf`, { headers: auth })
  ).json()) as { csrfToken: string };
  const unpublished = await fetch(`${london}/api/v1/admin/blog/posts/${post!.id}/toggle-publish`, {
    method: "POST",
    headers: { ...auth, "X-CSRF-Token": csrfToken },
  });
  expect(unpublished.status).toBe(200);
  const unpublishedAt = Date.now();

  // Where the change was made, it is gone at once.
  expect((await fetch(`${london}/blog/${slug}`)).status).toBe(404);
  // Elsewhere, once that data centre reads the new generation.
  for (const path of [`/blog/${slug}`, `/api/v1/blog/posts/${slug}`])
    await expect
      .poll(async () => (await fetch(tokyo + path)).status, {
        timeout: REACHES_EVERY_DATA_CENTRE_WITHIN_MS,
        intervals: [500],
      })
      .toBe(404);
  expect(Date.now() - unpublishedAt).toBeLessThan(REACHES_EVERY_DATA_CENTRE_WITHIN_MS);
});
