import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./scroll";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at most once per interval and delivers the last call afterwards", () => {
    const seen: number[] = [];
    const throttled = throttle((value: number) => seen.push(value), 16);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(16);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(100);
    throttled(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it("can be cancelled", () => {
    const seen: number[] = [];
    const throttled = throttle((value: number) => seen.push(value), 16);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(50);
    expect(seen).toEqual([1]);
  });
});
