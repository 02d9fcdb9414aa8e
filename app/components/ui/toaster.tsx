import { useEffect, useRef, useState } from "react";
import {
  subscribeToasts,
  toast,
  type ToastMessage,
} from "~/components/root-shared.bundle-boundary";
import { isToastCardLoaded, preloadToastCard, ToastCard } from "./lazy-toast-card";

/**
 * The toast region. A toast flashed by the server is rendered in the HTML, so it is seen
 * with JavaScript off too; with JavaScript it is handed to the client store, which times it out.
 * F8 moves focus to the region (as in the common toast libraries); a toast pauses its timer
 * while pointed at or focused, closes with Escape, and is swiped away past 50 px. The cards' code
 * is not part of the page's first download: it comes once the page is idle, or with an earlier
 * toast, which shows once it is there.
 */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const [hydrated, setHydrated] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>(flash ? [flash] : []);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHydrated(true);
    // Toasts also report failed requests: the cards' code comes once the page is idle as well,
    // so that a toast raised after the network has gone still shows.
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback));
    whenIdle(() => void preloadToastCard());
    let latest: ToastMessage[] = [];
    return subscribeToasts((next) => {
      latest = next;
      if (next.length === 0 || isToastCardLoaded()) setToasts(next);
      else void preloadToastCard().then(() => setToasts(latest));
    });
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
