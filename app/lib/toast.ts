/**
 * Toasts: one visible at a time (a new one replaces the older), shown for 5 s by default.
 * Server code queues one through the flash cookie (toast.server.ts) so it shows after a
 * redirect even without JavaScript; client code calls `toast()`.
 */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

type ToastVariant = "default" | "success" | "destructive";

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
}

type Listener = (toasts: ToastMessage[]) => void;

let toasts: ToastMessage[] = [];
const listeners = new Set<Listener>();

function publish() {
  for (const listener of listeners) listener(toasts);
}

export function toast(message: Omit<ToastMessage, "id"> & { id?: string }) {
  const id = message.id ?? crypto.randomUUID();
  toasts = [{ ...message, id }, ...toasts.filter((t) => t.id !== id)].slice(0, TOAST_LIMIT);
  publish();
  return id;
}

export function dismissToast(id: string) {
  toasts = toasts.filter((t) => t.id !== id);
  publish();
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  listener(toasts);
  return () => void listeners.delete(listener);
}
