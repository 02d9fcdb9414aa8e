import { describe, expect, it } from "vitest";
import { csvCell, csvRows } from "./csv";

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(0.9)).toBe("0.9");
    expect(csvCell(new Date("2025-01-02T03:04:05Z"))).toBe("2025-01-02T03:04:05.000Z");
  });

  it.each([
    ["c;=1+1;", '"c;=1+1;"'],
    ["a;b", '"a;b"'],
    ["a\tb", '"a\tb"'],
    ["a\rb", '"a\rb"'],
    ["x,y", '"x,y"'],
  ])("quotes %j, which holds a separator some spreadsheet splits on", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("leaves no separator outside quotes, whatever the spreadsheet splits on", () => {
    const line = csvRows([["c;=1+1;", "tab\there", "plain", 3]]);
    expect(line).toBe('"c;=1+1;","tab\there",plain,3\r\n');
    const outsideQuotes = line.replace(/"(?:[^"]|"")*"/g, "");
    expect(outsideQuotes).not.toMatch(/[;\t]/);
  });

  it("defuses spreadsheet formulas in text", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell(-3)).toBe("-3");
  });

  it.each([
    " =1+1",
    "   @SUM(A1)",
    "\u00a0=1+1",
    "\u3000=1+1",
    '\u200b=HYPERLINK("http://evil.example")',
    "\ufeff=1+1",
    "\u202e\u200f+1",
    "\u2060-1",
    "\uff1d1+1",
    "\uff0bcmd",
    "\uff0d1",
    "\uff20SUM(A1)",
    "\u2212 1",
    "\t=1+1",
    "\r=1+1",
    "\n\n=1+1",
  ])("defuses the formula hidden behind its lead %j", (value) => {
    expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
  });

  it.each(["Ada Lovelace", "a = b", "x+y", "email@example.com", "\u200bplain", " 42"])(
    "leaves %j as it is",
    (value) => {
      expect(csvCell(value).replace(/^"/, "")).not.toMatch(/^'/);
    },
  );

  it("joins rows with CRLF and ends with one", () => {
    expect(
      csvRows([
        ["a", "b"],
        [1, "x"],
      ]),
    ).toBe("a,b\r\n1,x\r\n");
  });
});
