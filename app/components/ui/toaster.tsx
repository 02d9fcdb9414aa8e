import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import X from "~/components/icons/x";
import {
  dismissToast,
  subscribeToasts,
  toast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  type ToastMessage,
} from "~/lib/toast";

const variantStyles = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "border-red-300 bg-red-600 text-white",
} as const;

/**
 * The toast region. A toast flashed by the server is rendered in the HTML, so it is seen
 * with JavaScript off too; with JavaScript it is handed to the client store, which times it out.
 * F8 moves focus to the region (as in the common toast libraries); a toast pauses its timer
 * while pointed at or focused, closes with Escape, and is swiped away past 50 px.
 */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const [hydrated, setHydrated] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>(flash ? [flash] : []);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHydrated(true);
    return subscribeToasts(setToasts);
  }, []);

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      const first = region.current?.querySelector<HTMLElement>("[data-testid=toast]");
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    document.addEventListener("keydown", focusRegion);
    return () => document.removeEventListener("keydown", focusRegion);
  }, []);

  return (
    <div
      ref={region}
      aria-live="polite"
      role="region"
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-4 sm:bottom-0 sm:top-auto sm:items-end"
    >
      {toasts.map((message) => (
        <ToastCard key={message.id} message={message} dismissible={hydrated} />
      ))}
    </div>
  );
}

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

function ToastCard({ message, dismissible }: { message: ToastMessage; dismissible: boolean }) {
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
