import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  documentShowsNotFoundPage,
  preloadNotFoundPage,
} from "~/components/not-found/lazy-not-found-page";
import { documentShowsToast, preloadToastCard } from "~/components/ui/lazy-toast-card";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// What the server rendered from a lazily loaded module (the root's 404 page, a flashed toast)
// is hydrated only once that module is there.
const pending = [
  documentShowsNotFoundPage() ? preloadNotFoundPage() : null,
  documentShowsToast() ? preloadToastCard() : null,
].filter((preload) => preload !== null);
if (pending.length > 0) void Promise.all(pending).then(hydrate);
else hydrate();
