import type { TextEdit } from "~/lib/markdown-format";

/**
 * Makes an edit in the content as if it were typed: `insertText` puts it on the browser's undo
 * stack (Ctrl+Z takes it back) and fires the input event the form listens to. Where the browser
 * refuses, or the writer is typing elsewhere (an upload finishing), the text is set directly.
 */
export function applyTextEdit(textarea: HTMLTextAreaElement, edit: TextEdit) {
  const typing = document.activeElement === textarea;
  let done = false;
  if (typing) {
    textarea.setSelectionRange(edit.from, edit.to);
    done =
      edit.insert === ""
        ? edit.from === edit.to || document.execCommand("delete")
        : document.execCommand("insertText", false, edit.insert);
  }
  if (!done) {
    textarea.setRangeText(edit.insert, edit.from, edit.to);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (typing) textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
}
