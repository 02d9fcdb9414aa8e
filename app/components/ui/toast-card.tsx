import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  type ToastMessage,
  X,
} from "~/components/root-shared.bundle-boundary";

const variantStyles = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "border-red-300 bg-red-600 text-white",
} as const;

/** The timer that closes a toast, paused while the visitor is reading or touching it. */
function useDismissTimer(id: string, active: boolean) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (!active || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, active, paused]);
  return setPaused;
}

/** Horizontal swipe to dismiss: past the threshold the toast goes, short of it it springs back. */
function useSwipe(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onPointerDown(event: ReactPointerEvent<HTMLElement>) {
        if ((event.target as HTMLElement).closest("button")) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove(event: ReactPointerEvent<HTMLElement>) {
        if (start.current !== null) setOffset(event.clientX - start.current);
      },
      onPointerUp(event: ReactPointerEvent<HTMLElement>) {
        if (start.current === null) return;
        // Measured from the event itself: the last move may not have been rendered yet.
        const distance = event.clientX - start.current;
        start.current = null;
        if (Math.abs(distance) >= TOAST_SWIPE_THRESHOLD) onDismiss();
        else setOffset(0);
      },
      onPointerCancel() {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

/** One toast: closed by its timer, Escape, the close button or a swipe once the page is hydrated. */
export function ToastCard({
  message,
  dismissible,
}: {
  message: ToastMessage;
  dismissible: boolean;
}) {
  const dismiss = () => dismissToast(message.id);
  const setPaused = useDismissTimer(message.id, dismissible);
  const swipe = useSwipe(dismiss);

  return (
    <div
      role={message.variant === "destructive" ? "alert" : "status"}
      data-testid="toast"
      tabIndex={dismissible ? 0 : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismiss();
      }}
      {...(dismissible ? swipe.handlers : {})}
      style={swipe.offset ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      className={`pointer-events-auto w-full max-w-sm touch-pan-y select-none rounded-xl border p-4 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${variantStyles[message.variant ?? "default"]}`}
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{message.title}</p>
          {message.description ? (
            <p className="mt-1 text-sm opacity-90">{message.description}</p>
          ) : null}
        </div>
        {dismissible ? (
          <button
            type="button"
            onClick={dismiss}
            className="rounded p-1 opacity-70 hover:opacity-100"
            aria-label="Dismiss notification"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        ) : null}
      </div>
    </div>
  );
}
