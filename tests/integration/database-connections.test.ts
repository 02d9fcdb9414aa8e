/**
 * A request opens at most one Postgres connection and runs all its statements on it, parallel
 * reads and transactions included: each connection costs a WebSocket and a Postgres session
 * (round trips to Neon's proxy in production), and a request holding several at once ran the
 * server out of connections under load. Requests go through a proxy of their own that counts
 * the connections it opens.
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, createAdmin } from "../support/admin";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { requestWithEnv } from "../support/worker";

const bindings = env as unknown as Record<string, string>;
const COUNTED_DATABASE = { DATABASE_WS_PROXY: bindings.COUNTED_DATABASE_WS_PROXY! };

async function connectionsOpened() {
  const response = await fetch(bindings.COUNTED_DATABASE_STATS_URL!);
  return ((await response.json()) as { opened: number }).opened;
}

/** The response to one request, and how many database connections it opened. */
async function countConnections(path: string, init?: RequestInit) {
  const before = await connectionsOpened();
  const response = await requestWithEnv(COUNTED_DATABASE, path, init);
  const body = await response.text();
  return { response, body, opened: (await connectionsOpened()) - before };
}

describe("one database connection per request", () => {
  const category = uniqueName("Connections");
  const word = uniqueName("pooling").replace("-", "");
  const slugs = [`${word}-first`, `${word}-second`];
  let postId = 0;
  let headers: Awaited<ReturnType<typeof apiHeaders>>;

  beforeAll(async () => {
    const [post] = await createPosts(
      slugs.map((slug) => ({ slug, category, title: `About ${word} ${slug}` })),
    );
    postId = post!.id;
    const admin = await createAdmin();
    headers = await apiHeaders(admin.email, admin.password);
  });
  afterAll(() => deletePosts(slugs));

  it("a search page no one asked for before: its list and count share one", async () => {
    const { response, body, opened } = await countConnections(`/blog?search=${word}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(body).toContain(`About ${word} ${slugs[1]}`);
    expect(opened).toBe(1);
  });

  it("the JSON API's uncached list", async () => {
    const { response, body, opened } = await countConnections(
      `/api/v1/blog/posts?search=${word}&limit=7`,
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(body).pagination.total).toBe(2);
    expect(opened).toBe(1);
  });

  it("the admin posts table: the token check, the page and its total", async () => {
    const { response, body, opened } = await countConnections(
      `/api/v1/admin/blog/posts?search=${word}`,
      { headers: headers.auth },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(body).posts).toHaveLength(2);
    expect(opened).toBe(1);
  });

  it("the dashboard figures, read in parallel", async () => {
    const { response, opened } = await countConnections("/api/v1/admin/dashboard/stats", {
      headers: headers.auth,
    });
    expect(response.status).toBe(200);
    expect(opened).toBe(1);
  });

  it("a change in a transaction, with the reads and the audit entry around it", async () => {
    const { response, body, opened } = await countConnections(
      `/api/v1/admin/blog/posts/${postId}/toggle-publish`,
      { method: "POST", headers: headers.writeAuth },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(body).post.published).toBe(false);
    expect(opened).toBe(1);
  });

  it("a page that needs no data opens none", async () => {
    const { response, opened } = await countConnections("/privacy", {
      headers: { Cookie: `own-render=${word}` },
    });
    expect(response.status).toBe(200);
    expect(opened).toBe(0);
  });
});
