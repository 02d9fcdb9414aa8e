/**
 * The site under a failing database: stopped, frozen, or locked by a long statement. No request
 * waits on Postgres for more than its deadline, and what cannot be answered is a 503 that says
 * when to come back, for pages and the API alike.
 */
import { afterEach, describe, expect, it } from "vitest";
import { FAULTY_DATABASE, setDatabaseFault, timed, whileLocked } from "../support/faults";
import { requestWithEnv } from "../support/worker";

/** A search no other test makes, so the page is rendered, not served from the page cache. */
const freshSearch = () => `fault${crypto.randomUUID().slice(0, 8)}`;

/** Requests are answered within the database budget plus rendering, well under 10 s. */
const ANSWER_WITHIN_MS = 10_000;

afterEach(() => setDatabaseFault("up"));

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  await response.body?.cancel();
}

describe.each([
  ["a page", (search: string) => `/blog?search=${search}`],
  ["the JSON API", (search: string) => `/api/v1/blog/posts?search=${search}`],
])("%s", (_kind, path) => {
  it("answers 503 with Retry-After under a held table lock, within the deadline", async () => {
    const { result, ms } = await whileLocked("blog_posts", () =>
      timed(() => requestWithEnv(FAULTY_DATABASE, path(freshSearch()))),
    );
    await expectUnavailable(result);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("answers 503 with Retry-After at once while the database is stopped", async () => {
    await setDatabaseFault("cut");
    const { result, ms } = await timed(() => requestWithEnv(FAULTY_DATABASE, path(freshSearch())));
    await expectUnavailable(result);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("answers 503 with Retry-After within the deadline when the network path freezes", async () => {
    await setDatabaseFault("freeze");
    const { result, ms } = await timed(() => requestWithEnv(FAULTY_DATABASE, path(freshSearch())));
    await expectUnavailable(result);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it("answers normally again once the database is back", async () => {
    await setDatabaseFault("cut");
    await expectUnavailable(await requestWithEnv(FAULTY_DATABASE, path(freshSearch())));
    await setDatabaseFault("up");
    const response = await requestWithEnv(FAULTY_DATABASE, path(freshSearch()));
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});
