import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  documentShowsNotFoundPage,
  preloadNotFoundPage,
} from "~/components/not-found/lazy-not-found-page";

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

// A document showing the 404 page (the root's error boundary loads it lazily) waits for it.
if (documentShowsNotFoundPage()) void preloadNotFoundPage().then(hydrate);
else hydrate();
