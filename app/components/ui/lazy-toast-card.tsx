import { lazy, type ComponentType } from "react";
import type { ToastCard as ToastCardComponent } from "./toast-card";

type ToastCardProps = Parameters<typeof ToastCardComponent>[0];

const load = () => import("./toast-card");
let loaded: ComponentType<ToastCardProps> | undefined;

/** Whether the server's HTML shows a toast (one flashed by the previous request). */
export function documentShowsToast() {
  return document.querySelector("[data-testid=toast]") !== null;
}

export function isToastCardLoaded() {
  return loaded !== undefined;
}

/**
 * Fetches the card's code: before hydrating a document that shows a toast (a component
 * suspending while the server's HTML is hydrated, outside any Suspense boundary, makes React
 * render the page again from scratch), once a page is idle, or with its first toast if sooner.
 */
export function preloadToastCard() {
  return load().then((module) => {
    loaded = module.ToastCard;
  });
}

/**
 * Rendered by the server for a flashed toast. No Suspense boundary: on the server the import
 * resolves at once and the shell waits for it, so a toast is in the HTML without JavaScript too.
 */
const LazyToastCard = lazy(() =>
  load().then((module) => ({ default: module.ToastCard as ComponentType<ToastCardProps> })),
);

/** A toast's card, from the server's render or, in the browser, once its code is there. */
export function ToastCard(props: ToastCardProps) {
  const Card = loaded ?? LazyToastCard;
  return <Card {...props} />;
}
