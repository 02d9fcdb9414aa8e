/**
 * A request opens at most one Postgres connection and runs all its statements on it, parallel
 * reads and transactions included: each connection costs a WebSocket and a Postgres session
 * (round trips to Neon's proxy in production), and a request holding several at once ran the
 * server out of connections under load. A request that only reads opens none: each of its
 * statements is one fetch of Neon's HTTP query path, and a cold page makes one (decision
 * 0031). Requests go through a proxy of their own that counts the WebSocket connections it
 * opens and the HTTP queries it answers.
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, createAdmin, signInWithForm } from "../support/admin";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { startNewCacheGeneration } from "../support/cache-generation";
import { requestWithEnv, requestWithEnvStreamed } from "../support/worker";

const bindings = env as unknown as Record<string, string>;
const COUNTED_DATABASE = { DATABASE_WS_PROXY: bindings.COUNTED_DATABASE_WS_PROXY! };

async function databaseTraffic() {
  const response = await fetch(bindings.COUNTED_DATABASE_STATS_URL!);
  return (await response.json()) as { opened: number; httpQueries: number };
}

/**
 * The response to one request (its background work done), how many database connections it
 * opened and how many HTTP queries it sent.
 */
async function countConnections(path: string, init?: RequestInit, { streamed = false } = {}) {
  const before = await databaseTraffic();
  const { response, body } = streamed
    ? await requestWithEnvStreamed(COUNTED_DATABASE, path, init)
    : await requestWithEnv(COUNTED_DATABASE, path, init).then(async (response) => ({
        response,
        body: await response.text(),
      }));
  const after = await databaseTraffic();
  return {
    response,
    body,
    opened: after.opened - before.opened,
    queries: after.httpQueries - before.httpQueries,
  };
}

describe("one database connection per request, none for a read", () => {
  const category = uniqueName("Connections");
  const word = uniqueName("pooling").replace("-", "");
  const slugs = [`${word}-first`, `${word}-second`];
  let postId = 0;
  let headers: Awaited<ReturnType<typeof apiHeaders>>;
  let adminCookie = "";

  beforeAll(async () => {
    const [post] = await createPosts(
      slugs.map((slug) => ({ slug, category, title: `About ${word} ${slug}` })),
    );
    postId = post!.id;
    const admin = await createAdmin();
    headers = await apiHeaders(admin.email, admin.password);
    adminCookie = await signInWithForm(admin.email, admin.password);
  });
  afterAll(() => deletePosts(slugs));

  it("a search page no one asked for before: its list and count are one query", async () => {
    // The categories and the site's published documents around the list are cached for
    // minutes, and every page shares them: a visitor finds them read.
    await countConnections("/blog", { headers: { Cookie: `own-render=${word}` } });
    const { response, body, opened, queries } = await countConnections(`/blog?search=${word}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    expect(body).toContain(`About ${word} ${slugs[1]}`);
    expect({ opened, queries }).toEqual({ opened: 0, queries: 1 });
  });

  it("a search page under a host name not seen yet: the categories and footer are kept", async () => {
    await countConnections("/blog", { headers: { Cookie: `own-render=${word}` } });
    const { response, body, opened, queries } = await countConnections(
      `http://search-${word}.localhost/blog?search=${word}`,
    );
    expect(response.status).toBe(200);
    expect(body).toContain(category);
    expect(body).toContain(`About ${word} ${slugs[1]}`);
    expect({ opened, queries }).toEqual({ opened: 0, queries: 1 });
  });

  it("the JSON API's uncached list", async () => {
    const { response, body, opened, queries } = await countConnections(
      `/api/v1/blog/posts?search=${word}&limit=7`,
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(body).pagination.total).toBe(2);
    expect({ opened, queries }).toEqual({ opened: 0, queries: 1 });
  });

  it("a post page: its read, then its view counted after the response", async () => {
    const { response, body, opened, queries } = await countConnections(`/blog/${slugs[0]}`, {
      headers: { Cookie: `own-render=${word}` },
    });
    expect(response.status).toBe(200);
    expect(body).toContain(`About ${word} ${slugs[0]}`);
    expect({ opened, queries }).toEqual({ opened: 0, queries: 2 });
  });

  it("the admin posts table: the token check, the page and its total", async () => {
    const { response, body, opened } = await countConnections(
      `/api/v1/admin/blog/posts?search=${word}`,
      { headers: headers.auth },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(body).posts).toHaveLength(2);
    expect(opened).toBe(0);
  });

  it("the dashboard figures, read in parallel", async () => {
    const { response, opened } = await countConnections("/api/v1/admin/dashboard/stats", {
      headers: headers.auth,
    });
    expect(response.status).toBe(200);
    expect(opened).toBe(0);
  });

  it("a change in a transaction, with the reads and the audit entry around it", async () => {
    const { response, body, opened, queries } = await countConnections(
      `/api/v1/admin/blog/posts/${postId}/toggle-publish`,
      { method: "POST", headers: headers.writeAuth },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(body).post.published).toBe(false);
    expect({ opened, queries }).toEqual({ opened: 1, queries: 0 });
  });

  it("an admin screen keeps one session, which its export streams from after the response", async () => {
    const { response, body, opened, queries } = await countConnections(
      "/admin/submissions.csv",
      { headers: { Cookie: adminCookie } },
      { streamed: true },
    );
    expect(response.status).toBe(200);
    expect(body.split("\n")[0]).toContain("Email");
    expect({ opened, queries }).toEqual({ opened: 1, queries: 0 });
  });

  it("a cold page reads the footer's documents once per isolate, under any host name", async () => {
    const own = { headers: { Cookie: `own-render=${word}` } };
    await startNewCacheGeneration();
    // A host of its own: no document of this origin is cached yet.
    const cold = await countConnections(`http://home-${word}.localhost/`, own);
    expect(cold.response.status).toBe(200);
    // The company's details and the home page, each read once though both loaders need them.
    expect({ opened: cold.opened, queries: cold.queries }).toEqual({ opened: 0, queries: 2 });
    // Under another host name they read the same: the isolate has kept them.
    const again = await countConnections(`http://home-again-${word}.localhost/`, own);
    expect(again.response.status).toBe(200);
    expect({ opened: again.opened, queries: again.queries }).toEqual({ opened: 0, queries: 0 });
  });

  it("a page's tags read no document of their own: the page's reads serve them", async () => {
    const own = { headers: { Cookie: `own-render=${word}` } };
    await startNewCacheGeneration();
    // The footer's two documents and the team's, which the description quotes.
    const team = await countConnections(`http://team-${word}.localhost/team`, own);
    expect(team.response.status).toBe(200);
    expect({ opened: team.opened, queries: team.queries }).toEqual({ opened: 0, queries: 3 });
    // The API reads what the tags quote: the company's details, kept since the page read them,
    // and the legal page's own.
    const api = await countConnections(`http://meta-${word}.localhost/api/v1/ssr/page/privacy`);
    expect(api.response.status).toBe(200);
    expect({ opened: api.opened, queries: api.queries }).toEqual({ opened: 0, queries: 1 });
  });

  it("a legal page opens no connection, and its documents once read are cached", async () => {
    const own = { headers: { Cookie: `own-render=${word}` } };
    const first = await countConnections("/privacy", own);
    expect(first.response.status).toBe(200);
    expect(first.opened).toBe(0);
    const again = await countConnections("/privacy", own);
    expect(again.response.status).toBe(200);
    expect({ opened: again.opened, queries: again.queries }).toEqual({ opened: 0, queries: 0 });
  });
});
