import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./queue-retry.server";

describe("retryDelaySeconds", () => {
  it("waits 5 s after the first failure, twice as long after each next one, at most 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelaySeconds)).toEqual([
      5, 10, 20, 40, 80, 160, 300, 300,
    ]);
  });
});
