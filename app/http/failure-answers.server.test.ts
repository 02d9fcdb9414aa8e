import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INVALID_VALUE_MESSAGE } from "~/schemas/text";
import { answeringFailures, failureAnswer } from "./failure-answers.server";

/** What drizzle throws: its own error, with the driver's Postgres error as the cause. */
const postgresError = (code: string) =>
  new Error("Failed query", { cause: Object.assign(new Error("pg"), { code }) });
const stalled = new Error("Failed query", { cause: new Error("Connection terminated") });

function args() {
  const context = { requestId: "test", failures: [] as unknown[] } as unknown as AppLoadContext;
  return { request: new Request("http://localhost/admin/dashboard.data"), context, params: {} };
}

afterEach(() => vi.restoreAllMocks());

describe("failureAnswer", () => {
  it("answers 503 with Retry-After when Postgres is away, a report for nobody", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const error of [stalled, postgresError("57P01"), postgresError("08006")]) {
      const { request, context } = args();
      const answer = failureAnswer(error, { request, context });
      expect(answer?.status).toBe(503);
      expect(Number(answer?.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await answer?.json()).toEqual({ message: expect.stringMatching(/unavailable/) });
      expect(context.failures).toEqual([]);
    }
  });

  it.each(["22021", "22P05", "22P02", "22003"])(
    "answers 400 with a JSON message when Postgres refused a client's value (%s)",
    async (code) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { request, context } = args();
      const error = postgresError(code);
      const answer = failureAnswer(error, { request, context });
      expect(answer?.status).toBe(400);
      expect(answer?.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(await answer?.json()).toEqual({ message: INVALID_VALUE_MESSAGE });
      // The schemas let it through: reported, so the gap is found.
      expect(context.failures).toEqual([error]);
    },
  );

  it("leaves any other failure, and an answer already made, as they are", () => {
    const { request, context } = args();
    for (const error of [new Error("boom"), postgresError("42P01"), new Response(null)])
      expect(failureAnswer(error, { request, context })).toBeNull();
  });
});

describe("answeringFailures", () => {
  const build = (module: Record<string, unknown>) =>
    ({
      routes: { "routes/x": { id: "routes/x", path: "x", module } },
    }) as unknown as ServerBuild;
  const moduleOf = (built: ServerBuild) => built.routes["routes/x"]!.module;

  it("makes a loader or action that failed on Postgres throw the answer", async () => {
    const built = moduleOf(
      answeringFailures(
        build({
          loader: () => Promise.reject(stalled),
          action: () => {
            throw new Error("boom");
          },
        }),
      ),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const thrown = await Promise.resolve(built.loader!(args())).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    await expect(Promise.resolve(built.action!(args()))).rejects.toThrow("boom");
  });

  it("passes values through, and keeps what a route does not export absent", async () => {
    const built = moduleOf(answeringFailures(build({ loader: () => ({ ok: true }), meta: "x" })));
    expect(await built.loader!(args())).toEqual({ ok: true });
    expect(built.action).toBeUndefined();
    expect(built.meta).toBe("x");
  });
});
