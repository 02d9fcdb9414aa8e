import { useRef, useState, type RefObject } from "react";
import { useCsrfToken } from "~/components/admin/csrf-input";
import { uploadMedia } from "~/components/admin/upload-media";
import { imageMarkdown } from "~/lib/markdown-format";
import { MAX_MEDIA_BYTES, MEDIA_ACCEPT, MEDIA_TOO_LARGE, MEDIA_UNSUPPORTED } from "~/schemas/media";
import { useAltTextQuestion } from "./alt-text-dialog";
import { applyTextEdit } from "./apply-text-edit";

const ACCEPTED_TYPES = MEDIA_ACCEPT.split(",");

export interface UploadNote {
  text: string;
  failed: boolean;
}

/** The name without its extension: a first guess at the alt text the writer can correct. */
function altGuess(name: string) {
  return name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ");
}

/**
 * Images pasted, dropped or picked into the content: each asks for its alt text (a dialog, one
 * image after the other), goes into the text as an "Uploading…" placeholder where the cursor
 * was, and becomes `![alt](/media/…)` once stored, or leaves the text with the reason it failed
 * in `notes`. `altTextDialog` is to be rendered by the caller.
 */
export function useInlineImages(textarea: RefObject<HTMLTextAreaElement>) {
  const csrf = useCsrfToken();
  const [uploading, setUploading] = useState(0);
  const [notes, setNotes] = useState<UploadNote[]>([]);
  const sequence = useRef(0);
  const altText = useAltTextQuestion();

  const note = (text: string, failed: boolean) =>
    setNotes((current) => [...current, { text, failed }]);

  function replacePlaceholder(placeholder: string, insert: string) {
    const element = textarea.current;
    if (!element) return;
    const from = element.value.indexOf(placeholder);
    if (from === -1) return;
    const end = from + insert.length;
    applyTextEdit(element, {
      from,
      to: from + placeholder.length,
      insert,
      selectStart: end,
      selectEnd: end,
    });
  }

  async function uploadOne(file: File, alt: string, placeholder: string) {
    const result = await uploadMedia(file, csrf);
    setUploading((count) => count - 1);
    if (result.ok) {
      replacePlaceholder(placeholder, imageMarkdown(alt, result.url));
      note(`Image uploaded: ${file.name}`, false);
    } else {
      replacePlaceholder(placeholder, "");
      note(`${file.name} was not uploaded: ${result.message}`, true);
    }
  }

  /**
   * Takes the images among `files`: true when there is one (the paste or drop is then ours),
   * after which their alt texts are asked for and their uploads start.
   */
  function addImages(files: File[]) {
    const images = files.filter((file) => file.type.startsWith("image/"));
    const element = textarea.current;
    if (images.length === 0 || !element) return false;
    const at = { from: element.selectionStart, to: element.selectionEnd };
    void uploadImages(element, images, at);
    return true;
  }

  async function uploadImages(
    element: HTMLTextAreaElement,
    images: File[],
    at: { from: number; to: number },
  ) {
    setNotes([]);
    const accepted: { file: File; alt: string; placeholder: string }[] = [];
    for (const file of images) {
      if (!ACCEPTED_TYPES.includes(file.type)) {
        note(`${file.name} was not uploaded: ${MEDIA_UNSUPPORTED}`, true);
        continue;
      }
      if (file.size > MAX_MEDIA_BYTES) {
        note(`${file.name} was not uploaded: ${MEDIA_TOO_LARGE}`, true);
        continue;
      }
      const alt = await altText.ask(file.name, altGuess(file.name));
      if (alt === null) continue;
      sequence.current += 1;
      accepted.push({
        file,
        alt,
        placeholder: `![Uploading ${file.name}…](#upload-${sequence.current})`,
      });
    }
    element.focus();
    if (accepted.length === 0) return;
    const insert = accepted.map((item) => item.placeholder).join("\n\n");
    const end = at.from + insert.length;
    applyTextEdit(element, { ...at, insert, selectStart: end, selectEnd: end });
    setUploading((count) => count + accepted.length);
    for (const item of accepted) void uploadOne(item.file, item.alt, item.placeholder);
  }

  return { uploading, notes, addImages, altTextDialog: altText.dialog };
}
