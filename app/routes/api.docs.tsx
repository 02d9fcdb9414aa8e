/**
 * /api/docs: the reference of the /api/v1 JSON API, rendered in the browser from
 * /api/v1/openapi.json. Without JavaScript it says what it is and links to the document.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { mountApiReference } from "~/client/api-reference";
import { apiDocs } from "~/content/api-docs";
import { canonicalOrigin, pageMeta } from "~/http/seo.bundle-boundary.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    meta: pageMeta({
      title: apiDocs.title,
      description: apiDocs.description,
      path: "/api/docs",
      origin: canonicalOrigin(request, context.env),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export default function ApiDocs() {
  const container = useRef<HTMLDivElement>(null);
  // "idle" is what the server renders, and stays without JavaScript: the page then says why.
  const [state, setState] = useState<"idle" | "loading" | "shown" | "failed">("idle");

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    setState("loading");
    mountApiReference(element, apiDocs.documentPath)
      .then((unmountReference) => {
        if (cancelled) return unmountReference();
        unmount = unmountReference;
        setState("shown");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, []);

  return (
    <div className="pt-24">
      <header className="mx-auto max-w-5xl px-4 pb-6 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{apiDocs.title}</h1>
        <p className="mt-3 text-slate-700">{apiDocs.intro}</p>
        <p className="mt-2">
          <Link
            to={apiDocs.documentPath}
            reloadDocument
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {apiDocs.documentLabel}
          </Link>
        </p>
        {state !== "shown" && (
          <p
            className="mt-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-slate-700"
            role="status"
          >
            {state === "idle"
              ? apiDocs.noScript
              : state === "loading"
                ? apiDocs.loading
                : apiDocs.failed}
          </p>
        )}
      </header>
      <div ref={container} />
    </div>
  );
}
