/**
 * Values at the edges of what a parser, a database column or a URL may hold, that random
 * generation rarely reaches on its own. The contract fuzzer
 * (tests/integration/api-contract-fuzz.test.ts) puts each of them, in turn, into every field,
 * query and path parameter of every operation: the answer may refuse them, never fail on them.
 */

const UUID = "0b7c2c7e-8f0e-4a63-9d55-1f6f5d3f4a21";

/** Dates and moments: years Postgres or JavaScript cannot hold, and days that do not exist. */
export const BOUNDARY_DATES = [
  "0000-01-01",
  "0000-01-07",
  "0001-01-01",
  "9999-12-31",
  "10000-01-01",
  "-000001-01-01",
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "1969-12-31",
  "2026-1-1",
  "0000-01-01T00:00:00.000Z",
  "9999-12-31T23:59:59.999Z",
  "+275760-09-13T00:00:00.000Z",
];

/** Ids: uuids in capitals and mixed case, Postgres integer limits, numbers JSON cannot keep. */
export const BOUNDARY_IDS = [
  UUID.toUpperCase(),
  UUID.replace(/[a-f]/g, (letter, index: number) => (index % 2 ? letter.toUpperCase() : letter)),
  `{${UUID}}`,
  UUID.replaceAll("-", ""),
  "00000000-0000-0000-0000-000000000000",
  "0",
  "-1",
  "2147483647",
  "2147483648",
  "9223372036854775808",
  "99999999999999999999",
  "1e3",
  "0x10",
  "1.5",
  "０１",
];

/** Text that breaks naive handling: control characters, direction marks, lone surrogates. */
export const BOUNDARY_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\t",
  "/\t/evil.example/x",
  "\r\n",
  "\u0085",
  "\u2028",
  "\u202e",
  "\u200f",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\udfff",
  "x\udbff",
  "𝕏",
  "\u4e2d",
  "'",
  '"',
  "\\",
  "%",
  "%00",
  "%zz",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "//evil.example",
  "=cmd|' /C calc'!A0",
  "c;=1+1;",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "1e308",
  "-0",
  "x".repeat(10_000),
  "\u4e2d".repeat(10_000),
];

/** Every boundary string, for any string-valued place. */
export const BOUNDARY_STRINGS = [...BOUNDARY_DATES, ...BOUNDARY_IDS, ...BOUNDARY_TEXT];

/** Numbers at the edges of integers, doubles and Postgres columns. */
export const BOUNDARY_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Any JSON value that is not the object an operation expects. */
export const BOUNDARY_JSON_VALUES: unknown[] = [
  null,
  true,
  [],
  [{}],
  "",
  0,
  ...BOUNDARY_NUMBERS.slice(4, 8),
  { "": null },
];

/**
 * Bodies written as text, for what `JSON.stringify` cannot write: prototype keys, numbers past
 * a double, duplicate keys, and broken JSON. `{}` marks where an object's own fields go.
 */
export const RAW_JSON_BODIES = [
  '{"__proto__":{"isAdmin":true,"role":"super_admin"},"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e999}',
  '{"a":123456789012345678901234567890}',
  '{"a":-0}',
  '{"a":1,"a":2}',
  "",
  "{",
  '{"a":"\\ud800"}',
  "\ufeff{}",
  "[".repeat(5_000) + "]".repeat(5_000),
];

/** Raw JSON tokens spliced in as a field's value. */
export const RAW_JSON_NUMBERS = ["1e999", "-1e999", "123456789012345678901234567890", "-0", "1E+2"];
