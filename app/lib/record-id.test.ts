import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId, recordIdOrNull } from "./record-id";

describe("parseRecordId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["007", 7],
    [String(MAX_RECORD_ID), MAX_RECORD_ID],
    [12, 12],
  ])("reads %j as the id %j", (value, id) => {
    expect(parseRecordId(value)).toEqual({ ok: true, id });
  });

  it.each([
    "0",
    "00",
    String(MAX_RECORD_ID + 1),
    "9999999999",
    "99999999999999999999",
    "1".repeat(400),
    0,
    2 ** 53,
  ])("answers the well-formed number %j with not-found", (value) => {
    expect(parseRecordId(value)).toEqual({ ok: false, reason: "not-found" });
  });

  it.each([
    "",
    "abc",
    "-1",
    "+1",
    "1.0",
    "1e3",
    " 1",
    "1 ",
    "0x10",
    "1\u0000",
    "١٢",
    1.5,
    -3,
    Number.NaN,
    null,
    undefined,
    [],
  ])("answers %j with invalid", (value) => {
    expect(parseRecordId(value)).toEqual({ ok: false, reason: "invalid" });
  });

  it("gives null for anything that is not an id", () => {
    expect(recordIdOrNull("12")).toBe(12);
    expect(recordIdOrNull("2147483648")).toBeNull();
    expect(recordIdOrNull("x")).toBeNull();
  });
});
