import type { LucideIcon } from "lucide-react";
import Code from "lucide-react/icons/code";
import Heading2 from "lucide-react/icons/heading-2";
import ImagePlus from "lucide-react/icons/image-plus";
import Italic from "lucide-react/icons/italic";
import Bold from "lucide-react/icons/letter-b";
import Link2 from "lucide-react/icons/link-2";
import List from "lucide-react/icons/list";
import ListOrdered from "lucide-react/icons/list-ordered";
import Quote from "lucide-react/icons/quote";
import { useRef, useState, type KeyboardEvent } from "react";
import { Tooltip } from "~/components/ui/tooltip";
import type { MarkdownFormat } from "~/lib/markdown-format";

type ToolbarAction = MarkdownFormat | "image";

const BUTTONS: { action: ToolbarAction; label: string; shortcut?: string; icon: LucideIcon }[] = [
  { action: "bold", label: "Bold", shortcut: "B", icon: Bold },
  { action: "italic", label: "Italic", shortcut: "I", icon: Italic },
  { action: "heading", label: "Heading", icon: Heading2 },
  { action: "link", label: "Link", shortcut: "K", icon: Link2 },
  { action: "quote", label: "Quote", icon: Quote },
  { action: "code", label: "Code", icon: Code },
  { action: "bulletedList", label: "Bulleted list", icon: List },
  { action: "numberedList", label: "Numbered list", icon: ListOrdered },
  { action: "image", label: "Image", icon: ImagePlus },
];

/** The Ctrl/Cmd shortcut letters and the format each gives in the content. */
export const SHORTCUTS: Record<string, MarkdownFormat> = { b: "bold", i: "italic", k: "link" };

/**
 * The formatting buttons above the content: one tab stop, the arrow keys, Home and End move
 * between buttons (the WAI-ARIA toolbar pattern). Shown only with JavaScript, which they need.
 */
export function EditorToolbar({
  controls,
  onAction,
}: {
  /** The content textarea's id. */
  controls: string;
  onAction: (action: ToolbarAction) => void;
}) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveTo(index: number) {
    const next = (index + BUTTONS.length) % BUTTONS.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: BUTTONS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {BUTTONS.map(({ action, label, shortcut, icon: Icon }, index) => (
        <Tooltip key={action} content={shortcut ? `${label} (Ctrl+${shortcut})` : label}>
          <button
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            aria-label={label}
            aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setCurrent(index)}
            onClick={() => onAction(action)}
            className="rounded p-1.5 text-slate-700 hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <Icon aria-hidden className="h-4 w-4" />
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
