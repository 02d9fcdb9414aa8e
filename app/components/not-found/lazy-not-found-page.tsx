import { preloadable } from "~/components/preloadable";

/**
 * The 404 page as the root's error boundary shows it, loaded only then (with its search form and
 * the resources' copy): a missing page is normally the splat route's, which imports it itself.
 * In the browser, router updates are transitions, so after a client navigation the page on
 * screen stays until the module has arrived.
 */
const page = preloadable(() => import("./not-found-page").then((module) => module.NotFoundPage));

export const RootNotFoundPage = page.Component;
export const preloadNotFoundPage = page.preload;

/** Whether the server's HTML shows the 404 page: it alone has the "Popular pages" heading. */
export function documentShowsNotFoundPage() {
  return document.getElementById("popular-heading") !== null;
}
