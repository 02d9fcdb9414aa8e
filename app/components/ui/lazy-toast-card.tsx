import { preloadable } from "~/components/preloadable";

/**
 * A toast's card, fetched before hydrating a document that shows a toast, once a page is idle,
 * or with its first toast if sooner. Rendered by the server for a flashed toast, with no
 * Suspense boundary, so a toast is in the HTML without JavaScript too.
 */
const card = preloadable(() => import("./toast-card").then((module) => module.ToastCard));

export const ToastCard = card.Component;
export const preloadToastCard = card.preload;
export const isToastCardLoaded = card.isLoaded;

/** Whether the server's HTML shows a toast (one flashed by the previous request). */
export function documentShowsToast() {
  return document.querySelector("[data-testid=toast]") !== null;
}
