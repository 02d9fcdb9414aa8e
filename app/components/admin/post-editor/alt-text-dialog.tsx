import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";

interface AltTextQuestion {
  id: number;
  fileName: string;
  guess: string;
  answer: (alt: string | null) => void;
}

/**
 * Asks for an image's alt text in a modal dialog, one image at a time: `ask` resolves with the
 * text, or null when the writer skips the image (the button, or Escape). The dialog is rendered
 * outside the editor's form, so its own form never submits the post.
 */
export function useAltTextQuestion() {
  const [question, setQuestion] = useState<AltTextQuestion | null>(null);
  const asked = useRef(0);

  const ask = useCallback(
    (fileName: string, guess: string) =>
      new Promise<string | null>((resolve) => {
        asked.current += 1;
        setQuestion({
          id: asked.current,
          fileName,
          guess,
          answer: (alt) => {
            setQuestion(null);
            resolve(alt);
          },
        });
      }),
    [],
  );

  const dialog = question
    ? createPortal(<AltTextDialog key={question.id} {...question} />, document.body)
    : null;
  return { ask, dialog };
}

function AltTextDialog({ id, fileName, guess, answer }: AltTextQuestion) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `alt-text-title-${id}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // The dialog focuses its first field; the guess is selected, so typing replaces it.
    element.showModal();
    element.querySelector("input")?.select();
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React passes events up its own tree, across the portal: the post's form must not see it.
    event.stopPropagation();
    answer(String(new FormData(event.currentTarget).get("alt") ?? "").trim());
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        answer(null);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold">
          Alt text for {fileName}
        </h2>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Describe the image for readers who cannot see it
          <input
            name="alt"
            defaultValue={guess}
            className="rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          />
        </label>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => answer(null)}
            className={buttonClasses({ variant: "secondary" })}
          >
            Skip this image
          </button>
          <button type="submit" className={buttonClasses()}>
            Insert image
          </button>
        </div>
      </form>
    </dialog>
  );
}
