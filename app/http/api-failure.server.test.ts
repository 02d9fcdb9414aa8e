import { describe, expect, it } from "vitest";
import { INVALID_VALUE_MESSAGE } from "~/schemas/text";
import { apiFailureResponse } from "./api-failure.server";

/** What drizzle throws: its own error, with the driver's Postgres error as the cause. */
const postgresError = (code: string) =>
  new Error("Failed query", { cause: Object.assign(new Error("pg"), { code }) });

describe("apiFailureResponse", () => {
  it.each(["22021", "22P05", "22P02", "22003"])(
    "answers 400 with a JSON message when Postgres refused a client's value (%s)",
    async (code) => {
      const response = apiFailureResponse([postgresError(code)]);
      expect(response.status).toBe(400);
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(await response.json()).toEqual({ message: INVALID_VALUE_MESSAGE });
    },
  );

  it("answers a JSON 500 for any other failure, without its details", async () => {
    for (const failures of [
      [new Error("boom")],
      [postgresError("42P01")],
      [postgresError("22021"), new Error("x")],
    ]) {
      const response = apiFailureResponse(failures);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: "Internal server error" });
    }
  });
});
