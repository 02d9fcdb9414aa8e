import { describe, expect, it } from "vitest";
import { formatMarkdown, imageMarkdown, indentListItems, type TextEdit } from "./markdown-format";

/** The text after the edit, with the new selection in [brackets]. */
function apply(value: string, edit: TextEdit) {
  const next = value.slice(0, edit.from) + edit.insert + value.slice(edit.to);
  return `${next.slice(0, edit.selectStart)}[${next.slice(edit.selectStart, edit.selectEnd)}]${next.slice(edit.selectEnd)}`;
}

function format(
  value: string,
  start: number,
  end: number,
  kind: Parameters<typeof formatMarkdown>[0],
) {
  return apply(value, formatMarkdown(kind, { value, start, end }));
}

describe("formatMarkdown", () => {
  it("wraps the selected words in bold, italic and code, keeping them selected", () => {
    expect(format("say hello now", 4, 9, "bold")).toBe("say **[hello]** now");
    expect(format("say hello now", 4, 9, "italic")).toBe("say _[hello]_ now");
    expect(format("say hello now", 4, 9, "code")).toBe("say `[hello]` now");
  });

  it("inserts a selected placeholder when nothing is selected", () => {
    expect(format("ab", 1, 1, "bold")).toBe("a**[bold text]**b");
    expect(format("", 0, 0, "link")).toBe("[[link text]](https://)");
  });

  it("makes a link of the selection and selects its address to type over", () => {
    expect(format("see docs", 4, 8, "link")).toBe("see [docs]([https://])");
  });

  it("prefixes every selected line for headings, quotes and lists", () => {
    expect(format("one\ntwo\nthree", 1, 5, "quote")).toBe("[> one\n> two]\nthree");
    expect(format("one\ntwo", 0, 7, "bulletedList")).toBe("[- one\n- two]");
    expect(format("one\ntwo", 0, 7, "numberedList")).toBe("[1. one\n2. two]");
    expect(format("# Title", 2, 2, "heading")).toBe("[## Title]");
  });

  it("fences a multi-line selection as a code block", () => {
    expect(format("a\nb", 0, 3, "code")).toBe("```\n[a\nb]\n```");
  });
});

describe("indentListItems", () => {
  it("nests list lines and brings them back out", () => {
    expect(
      apply("- a\n- b", indentListItems({ value: "- a\n- b", start: 7, end: 7 }, false)!),
    ).toBe("- a\n  - b[]");
    expect(apply("  - b", indentListItems({ value: "  - b", start: 5, end: 5 }, true)!)).toBe(
      "- b[]",
    );
  });

  it("leaves Tab alone outside a list", () => {
    expect(indentListItems({ value: "plain text", start: 3, end: 3 }, false)).toBeNull();
  });
});

describe("imageMarkdown", () => {
  it("keeps brackets out of the alt text", () => {
    expect(imageMarkdown("a [red] dot", "/media/x.png")).toBe("![a red dot](/media/x.png)");
  });
});
