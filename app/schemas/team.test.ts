import { describe, expect, it } from "vitest";
import { parseUserId } from "./team";

const id = "0b7c2c7e-8f0e-4a63-9d55-1f6f5d3f4a21";

describe("parseUserId", () => {
  it("gives every spelling of a uuid in Postgres's own, lower case", () => {
    for (const spelling of [id, id.toUpperCase(), "0B7c2C7e-8F0e-4A63-9d55-1F6f5D3f4A21"])
      expect(parseUserId(spelling)).toBe(id);
  });

  it("refuses what is not a uuid, even where Postgres would read one", () => {
    for (const value of [
      "",
      "me",
      `{${id}}`,
      id.replaceAll("-", ""),
      ` ${id}`,
      `${id}\u0000`,
      null,
      undefined,
      42,
      [id],
    ])
      expect(parseUserId(value), String(value)).toBeNull();
  });
});
