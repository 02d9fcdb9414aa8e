/**
 * The edge cache's generation as an isolate remembers it, against the Workers KV namespace of
 * wrangler.toml (Miniflare's).
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRequestEdgeCache } from "~/edge/edge-cache.server";
import { generationStoreFor } from "~/edge/generation-store.server";

const kv = (env as unknown as { EDGE_STATE: KVNamespace }).EDGE_STATE;
const store = generationStoreFor({ EDGE_STATE: kv });

function requestCache(origin: string) {
  return createRequestEdgeCache({
    origin,
    ctx: createExecutionContext(),
    store,
    generationEnd: async () => null,
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the remembered cache generation", () => {
  it("is read again by one request when due, while the others go on with the copy; then another isolate's purge shows", async () => {
    const origin = "http://localhost";
    vi.useFakeTimers({ toFake: ["Date"] });
    const first = await requestCache(origin).generation();

    // Another isolate purges: a new generation in KV, which this isolate has not read yet.
    await store.write({ id: "purged-elsewhere", until: null });
    expect((await requestCache(origin).generation()).id).toBe(first.id);

    vi.setSystemTime(Date.now() + 6_000);
    const reads = vi.spyOn(kv, "get");
    const inFlight = await Promise.all(
      Array.from({ length: 5 }, () => requestCache(origin).generation()),
    );
    expect(reads).toHaveBeenCalledTimes(1);
    // The one that read sees the purge; the others served the copy meanwhile.
    expect(inFlight.map((generation) => generation.id).sort()).toEqual(
      ["purged-elsewhere", first.id, first.id, first.id, first.id].sort(),
    );
    expect((await requestCache(origin).generation()).id).toBe("purged-elsewhere");
  });

  it("is one for the whole deployment: a purge under one host name retires every other's", async () => {
    const hostNames = ["http://localhost", "http://127.0.0.1", "https://www.example.com"];
    const before = await Promise.all(hostNames.map((origin) => requestCache(origin).generation()));
    expect(new Set(before.map((generation) => generation.id)).size).toBe(1);

    await requestCache("http://localhost").purge();
    const after = await Promise.all(hostNames.map((origin) => requestCache(origin).generation()));
    expect(new Set(after.map((generation) => generation.id)).size).toBe(1);
    expect(after[0]!.id).not.toBe(before[0]!.id);
  });
});
