/**
 * The editor's formatting as text edits: what a toolbar button or shortcut replaces in the
 * Markdown and what it selects afterwards. Pure, so the component only applies the edit (in a way
 * the browser can undo).
 */

/** A textarea's text and selection. */
export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

/** Replace `from`..`to` with `insert`, then select `selectStart`..`selectEnd`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  selectStart: number;
  selectEnd: number;
}

export type MarkdownFormat =
  "bold" | "italic" | "heading" | "link" | "quote" | "code" | "bulletedList" | "numberedList";

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
const LIST_INDENT = "  ";

function wrap({ value, start, end }: TextSelection, marker: string, placeholder: string): TextEdit {
  const text = value.slice(start, end) || placeholder;
  return {
    from: start,
    to: end,
    insert: `${marker}${text}${marker}`,
    selectStart: start + marker.length,
    selectEnd: start + marker.length + text.length,
  };
}

/** The whole lines the selection touches. */
function lineRange({ value, start, end }: TextSelection) {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  // A selection ending just after a line break does not take in the next line.
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const next = value.indexOf("\n", last);
  return { from, to: next === -1 ? value.length : next };
}

function mapLines(
  selection: TextSelection,
  change: (line: string, index: number) => string,
): TextEdit {
  const { from, to } = lineRange(selection);
  const insert = selection.value.slice(from, to).split("\n").map(change).join("\n");
  return { from, to, insert, selectStart: from, selectEnd: from + insert.length };
}

function link(selection: TextSelection): TextEdit {
  const { value, start, end } = selection;
  const text = value.slice(start, end);
  const url = "https://";
  if (!text) {
    const placeholder = "link text";
    return {
      from: start,
      to: end,
      insert: `[${placeholder}](${url})`,
      selectStart: start + 1,
      selectEnd: start + 1 + placeholder.length,
    };
  }
  const urlStart = start + text.length + 3;
  return {
    from: start,
    to: end,
    insert: `[${text}](${url})`,
    selectStart: urlStart,
    selectEnd: urlStart + url.length,
  };
}

function code(selection: TextSelection): TextEdit {
  const { value, start, end } = selection;
  const text = value.slice(start, end);
  if (!text.includes("\n")) return wrap(selection, "`", "code");
  const insert = `\`\`\`\n${text.replace(/\n$/, "")}\n\`\`\``;
  return {
    from: start,
    to: end,
    insert,
    selectStart: start + 4,
    selectEnd: start + 4 + text.length,
  };
}

/** The edit a formatting button makes: inline marks wrap the selection, block marks prefix its lines. */
export function formatMarkdown(format: MarkdownFormat, selection: TextSelection): TextEdit {
  switch (format) {
    case "bold":
      return wrap(selection, "**", "bold text");
    case "italic":
      return wrap(selection, "_", "italic text");
    case "code":
      return code(selection);
    case "link":
      return link(selection);
    case "heading":
      return mapLines(selection, (line) => `## ${line.replace(/^#+\s*/, "")}`);
    case "quote":
      return mapLines(selection, (line) => `> ${line}`);
    case "bulletedList":
      return mapLines(selection, (line) => `- ${line}`);
    case "numberedList":
      return mapLines(selection, (line, index) => `${index + 1}. ${line}`);
  }
}

/**
 * Tab in a list nests its lines one level deeper (Shift+Tab: one level out); null when the cursor
 * is not in a list, where Tab keeps moving the focus.
 */
export function indentListItems(selection: TextSelection, outdent: boolean): TextEdit | null {
  const { from, to } = lineRange(selection);
  const lines = selection.value.slice(from, to).split("\n");
  if (!lines.every((line) => LIST_ITEM.test(line))) return null;
  const insert = lines
    .map((line) => (outdent ? line.replace(/^ {1,2}/, "") : `${LIST_INDENT}${line}`))
    .join("\n");
  const shift = insert.length - (to - from);
  const firstShift = (insert.split("\n")[0]?.length ?? 0) - (lines[0]?.length ?? 0);
  return {
    from,
    to,
    insert,
    selectStart: Math.max(from, selection.start + firstShift),
    selectEnd: Math.max(from, selection.end + shift),
  };
}

/** An image in Markdown; brackets in the alt text would end it early. */
export function imageMarkdown(alt: string, url: string) {
  return `![${alt.replace(/[[\]]/g, "")}](${url})`;
}
