import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from "react";

/** A pointer resting on a control for this long opens its tooltip. */
const TOOLTIP_OPEN_DELAY_MS = 700;
/** Moving on to another control within this time after a tooltip closed opens the next at once. */
const TOOLTIP_SKIP_DELAY_MS = 300;

// When the last tooltip closed, shared by every tooltip on the page (browser-only state: the
// server never opens a tooltip).
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TriggerProps {
  "aria-describedby"?: string;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Names an icon-only control on hover (after 700 ms) and on keyboard focus (at once), as a
 * `role="tooltip"` the control points to with `aria-describedby`. Escape closes it. The control
 * keeps its own accessible name; without JavaScript there is simply no tooltip.
 */
export function Tooltip({
  content,
  children,
}: {
  content: string;
  children: ReactElement<TriggerProps>;
}) {
  const id = useId();
  const [open, setOpenState] = useState(false);
  // Read synchronously by the next control's pointer event, which can come before a re-render.
  const isOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const setOpen = useCallback((next: boolean) => {
    if (isOpen.current && !next) lastClosedAt = Date.now();
    isOpen.current = next;
    setOpenState(next);
  }, []);

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, [setOpen]);

  const openAfter = (delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, close]);

  const trigger = children.props;
  return (
    <span className="relative inline-flex">
      {cloneElement(children, {
        "aria-describedby": open ? id : trigger["aria-describedby"],
        onMouseEnter(event) {
          trigger.onMouseEnter?.(event);
          const skipping = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
          openAfter(skipping ? 0 : TOOLTIP_OPEN_DELAY_MS);
        },
        onMouseLeave(event) {
          trigger.onMouseLeave?.(event);
          close();
        },
        onFocus(event) {
          trigger.onFocus?.(event);
          if (event.currentTarget.matches(":focus-visible")) openAfter(0);
        },
        onBlur(event) {
          trigger.onBlur?.(event);
          close();
        },
      })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
