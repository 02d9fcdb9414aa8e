import { X } from "lucide-react";
import { useEffect, useState } from "react";
import {
  dismissToast,
  subscribeToasts,
  toast,
  TOAST_DURATION_MS,
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
 */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const [hydrated, setHydrated] = useState(false);
  const [toasts, setToasts] = useState<ToastMessage[]>(flash ? [flash] : []);

  useEffect(() => {
    setHydrated(true);
    return subscribeToasts(setToasts);
  }, []);

  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  return (
    <div
      aria-live="polite"
      role="region"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-4 sm:bottom-0 sm:top-auto sm:items-end"
    >
      {toasts.map((message) => (
        <ToastCard key={message.id} message={message} dismissible={hydrated} />
      ))}
    </div>
  );
}

function ToastCard({ message, dismissible }: { message: ToastMessage; dismissible: boolean }) {
  useEffect(() => {
    if (!dismissible) return;
    const timer = setTimeout(() => dismissToast(message.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message.id, dismissible]);

  return (
    <div
      role={message.variant === "destructive" ? "alert" : "status"}
      data-testid="toast"
      className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg ${variantStyles[message.variant ?? "default"]}`}
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
            onClick={() => dismissToast(message.id)}
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
