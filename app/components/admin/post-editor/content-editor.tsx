import { getTextareaProps } from "@conform-to/react";
import { useRef, type ClipboardEvent, type DragEvent, type KeyboardEvent } from "react";
import type { ConformFieldMeta } from "~/components/ui/conform-field";
import { Field } from "~/components/ui/field";
import { formatMarkdown, indentListItems, type MarkdownFormat } from "~/lib/markdown-format";
import { readTimeFor, wordCount } from "~/lib/slug";
import { MEDIA_ACCEPT } from "~/schemas/media";
import { applyTextEdit } from "./apply-text-edit";
import { EditorToolbar, SHORTCUTS } from "./editor-toolbar";
import { useHydrated } from "./use-hydrated";
import { useInlineImages } from "./use-inline-images";

const textareaClass =
  "block w-full border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 aria-[invalid=true]:border-red-500";

function hasFiles(event: DragEvent) {
  return event.dataTransfer.types.includes("Files");
}

/**
 * The Markdown content. With JavaScript it gains a formatting toolbar, Ctrl/Cmd+B, I and K, Tab
 * that nests list items, and images pasted or dropped into the text; without, it is a plain
 * textarea. Its word count and reading time follow the text either way.
 */
export function ContentEditor({
  meta,
  label = "Content (Markdown)",
  rows = 18,
}: {
  meta: ConformFieldMeta;
  label?: string;
  rows?: number;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const { uploading, notes, addImages, altTextDialog } = useInlineImages(textarea);
  const content = typeof meta.value === "string" ? meta.value : "";
  const words = wordCount(content);

  function format(kind: MarkdownFormat) {
    const element = textarea.current;
    if (!element) return;
    element.focus();
    const { value, selectionStart: start, selectionEnd: end } = element;
    applyTextEdit(element, formatMarkdown(kind, { value, start, end }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const element = event.currentTarget;
    const selection = {
      value: element.value,
      start: element.selectionStart,
      end: element.selectionEnd,
    };
    if (event.key === "Tab" && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Outside a list Tab moves the focus on, as everywhere else on the page.
      const edit = indentListItems(selection, event.shiftKey);
      if (!edit) return;
      event.preventDefault();
      applyTextEdit(element, edit);
      return;
    }
    const shortcut = SHORTCUTS[event.key.toLowerCase()];
    if (!shortcut || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    applyTextEdit(element, formatMarkdown(shortcut, selection));
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    if (addImages([...event.clipboardData.files])) event.preventDefault();
  }

  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    addImages([...event.dataTransfer.files]);
  }

  const { key, ...bound } = getTextareaProps(meta, { ariaAttributes: false });
  const describedBy = [`${meta.id}-facts`, hydrated ? `${meta.id}-images` : "", meta.errorId]
    .filter(Boolean)
    .join(" ");
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={meta.errors}>
      <div>
        {hydrated ? (
          <EditorToolbar
            controls={meta.id}
            onAction={(action) => (action === "image" ? picker.current?.click() : format(action))}
          />
        ) : null}
        <textarea
          key={key}
          ref={textarea}
          {...bound}
          rows={rows}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onDragOver={(event) => {
            if (hasFiles(event)) event.preventDefault();
          }}
          onDrop={onDrop}
          className={`${textareaClass} ${hydrated ? "rounded-b-lg" : "rounded-lg"}`}
        />
      </div>
      <p id={`${meta.id}-facts`} className="text-xs text-slate-500" data-testid="content-facts">
        {words === 1 ? "1 word" : `${words} words`} · {readTimeFor(content)}
      </p>
      {hydrated ? (
        <>
          <p id={`${meta.id}-images`} className="text-xs text-slate-500">
            Paste or drop PNG, JPEG, WebP, GIF or AVIF images into the text, up to 5 MB each.
          </p>
          {/* Only a file picker for the toolbar's Image button: the file never goes with the form. */}
          <input
            ref={picker}
            type="file"
            accept={MEDIA_ACCEPT}
            multiple
            hidden
            data-testid="content-image-picker"
            onChange={(event) => {
              addImages([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
          <div role="status" className="space-y-1 text-sm">
            {uploading > 0 ? (
              <p className="text-slate-600">
                Uploading {uploading === 1 ? "1 image" : `${uploading} images`}…
              </p>
            ) : null}
            {notes.map((item, index) => (
              <p key={index} className={item.failed ? "text-red-700" : "text-slate-600"}>
                {item.text}
              </p>
            ))}
          </div>
          {altTextDialog}
        </>
      ) : null}
    </Field>
  );
}
