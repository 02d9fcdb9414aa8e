import { lazy, type ComponentType } from "react";

const load = () => import("./not-found-page");
let loaded: ComponentType | undefined;

/** Whether the server's HTML shows the 404 page: it alone has the "Popular pages" heading. */
export function documentShowsNotFoundPage() {
  return document.getElementById("popular-heading") !== null;
}

/**
 * Fetched before hydrating a document that shows the 404 page: a component suspending while the
 * server's HTML is hydrated, outside any Suspense boundary, makes React render the page again
 * from scratch.
 */
export function preloadNotFoundPage() {
  return load().then((module) => {
    loaded = module.NotFoundPage;
  });
}

/**
 * Rendered by the server and after client navigations before the module is there. No Suspense
 * boundary: on the server the import resolves at once and the shell waits for it (nothing is
 * streamed after the shell); in the browser router updates are transitions, so the page on
 * screen stays until the module has arrived.
 */
const LazyNotFoundPage = lazy(() =>
  load().then((module) => ({ default: module.NotFoundPage as ComponentType })),
);

/**
 * The 404 page as the root's error boundary shows it, loaded only then (with its search form and
 * the resources' copy): a missing page is normally the splat route's, which imports it itself.
 */
export function RootNotFoundPage() {
  const Page = loaded ?? LazyNotFoundPage;
  return <Page />;
}
