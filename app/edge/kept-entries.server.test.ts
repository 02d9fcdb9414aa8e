import { describe, expect, it } from "vitest";
import { freshKeptEntry, keepEntry, keptEntryKey } from "./kept-entries.server";

describe("kept entries", () => {
  const storedAt = Date.UTC(2026, 10, 29, 12, 0, 0);

  it("answers while the stored copy is within its max-age, and forgets it after", () => {
    const key = keptEntryKey("generation-a", "/__site-pages/site");
    keepEntry(key, { body: '{"document":{}}', storedAt });
    expect(freshKeptEntry(key, 300, storedAt + 300_000)?.body).toBe('{"document":{}}');
    expect(freshKeptEntry(key, 300, storedAt + 300_001)).toBeUndefined();
    // Forgotten, not only refused: a shorter look later finds nothing either.
    expect(freshKeptEntry(key, 300, storedAt)).toBeUndefined();
  });

  it("keeps each generation's copy apart, so a purge retires it", () => {
    keepEntry(keptEntryKey("generation-a", "/api/v1/blog/categories"), {
      body: '["Old"]',
      storedAt,
    });
    const after = keptEntryKey("generation-b", "/api/v1/blog/categories");
    expect(freshKeptEntry(after, 600, storedAt)).toBeUndefined();
  });
});
