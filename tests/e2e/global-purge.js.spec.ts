/**
 * A change reaches every copy of the site. Across data centres: two Workers that share the KV
 * namespace (Workers KV is global) but not the Cache API (each data centre has its own); an
 * admin unpublishes a post through one, and the other, which has the post's page and JSON
 * cached, stops serving them within a minute. Across host names: the site served without
 * SITE_URL (the README's default) under two names, each with its own copies, which one purge
 * retires together.
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
/** How long an isolate may use the generation it remembers: the bound within one data centre. */
const REACHES_THE_DATA_CENTRE_WITHIN_MS = 5_000;

const stateDir = mkdtempSync(path.join(tmpdir(), "global-purge-"));
const servers: { url: string; close(): Promise<void> }[] = [];

async function dataCentre(name: string) {
  const server = await startWorkerServer({
    port: await freePort(),
    persistDir: path.join(stateDir, name),
    kvPersistDir: path.join(stateDir, "shared-kv"),
    mailDir: path.join(stateDir, name, "mail"),
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

/** Publishes or unpublishes a post through the admin API of the site at `base`. */
async function signedInToggle(base: string, postId: number) {
  const admin = await createE2eAdmin("global-purge");
  const login = await fetch(`${base}/api/v1/admin/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const { csrfToken } = (await (
    await fetch(`${base}/api/v1/admin/auth/csrf`, { headers: auth })
  ).json()) as { csrfToken: string };
  return async () =>
    (
      await fetch(`${base}/api/v1/admin/blog/posts/${postId}/toggle-publish`, {
        method: "POST",
        headers: { ...auth, "X-CSRF-Token": csrfToken },
      })
    ).status;
}

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

  const togglePublished = await signedInToggle(london, post!.id);
  expect(await togglePublished()).toBe(200);
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

test("an unpublished post is gone under every host name of a site without SITE_URL", async ({
  baseURL,
}) => {
  // The e2e server is the README's default: no SITE_URL, so each host name has its own copies.
  const underLocalhost = baseURL!.replace(/\/$/, "");
  const underLoopback = underLocalhost.replace("//localhost:", "//127.0.0.1:");
  expect(underLoopback).not.toBe(underLocalhost);
  const slug = uniqueTag("two-hosts").toLowerCase();
  const [post] = await withE2eDb((db) =>
    db
      .insert(blogPosts)
      .values({
        slug,
        title: `Seen under two names ${slug}`,
        excerpt: "A post cached under two host names.",
        content: "Words of a post that two host names have cached. ".repeat(4),
        category: "Hosts",
        published: false,
      })
      .returning(),
  );
  const togglePublished = await signedInToggle(underLocalhost, post!.id);
  expect(await togglePublished()).toBe(200);
  for (const base of [underLocalhost, underLoopback]) await cachedIn(base, `/blog/${slug}`);

  expect(await togglePublished()).toBe(200);
  const unpublishedAt = Date.now();
  for (const base of [underLocalhost, underLoopback])
    await expect
      .poll(async () => (await fetch(`${base}/blog/${slug}`)).status, {
        timeout: REACHES_THE_DATA_CENTRE_WITHIN_MS,
        intervals: [250],
      })
      .toBe(404);
  expect(Date.now() - unpublishedAt).toBeLessThan(REACHES_THE_DATA_CENTRE_WITHIN_MS);
});
