import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ConsentLayer } from "~/components/consent/consent-layer";
import { InstantRouteScroll } from "~/components/layout/instant-route-scroll";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { RootNotFoundPage } from "~/components/not-found/lazy-not-found-page";
import {
  buttonClasses,
  ConsentProvider,
  useNonce,
  useRootData,
} from "~/components/root-shared.bundle-boundary";
import { Toaster } from "~/components/ui/toaster";
import { loadRootData } from "~/http/root-data.server";
import { isAdminPath } from "~/lib/admin-path";
import stylesheet from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Blog RSS feed", href: "/blog/rss.xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.refusal) throw data({ message: context.refusal }, { status: 403 });
  const { rootData, setCookie } = await loadRootData(request, context);
  return data(rootData, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

/**
 * What the root loads (a pending toast, the consent choice, a form stamp) changes only when
 * something was submitted: plain navigations reuse it, so a page whose own data fails to load
 * shows its own error instead of the whole site's.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod !== undefined && defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  const { pathname } = useLocation();
  return (
    <html lang="en" className="scroll-smooth">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <ConsentProvider initialConsent={rootData?.consent ?? null}>
          {children}
          {isAdminPath(pathname) ? null : <ConsentLayer config={rootData?.config} />}
        </ConsentProvider>
        <Toaster flash={rootData?.toast ?? null} />
        <InstantRouteScroll />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Public pages get the site header and footer; /admin has its own layout. */
function SiteChrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return <>{children}</>;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[200] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function App() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // NotFoundPage reports the "404_page_not_found" exception event itself.
  if (status === 404) {
    return (
      <SiteChrome>
        <RootNotFoundPage />
      </SiteChrome>
    );
  }
  // A refused request (400, 403, 413, 415) says what was wrong with it.
  const refusal =
    isRouteErrorResponse(error) && [400, 403, 413, 415].includes(status)
      ? (error.data as { message?: unknown } | null)?.message
      : undefined;
  const heading =
    status === 503
      ? "Temporarily unavailable"
      : typeof refusal === "string"
        ? "That request could not be used"
        : "Something went wrong";
  const detail =
    status === 503
      ? "We can't reach our data right now. Please try again in a moment."
      : typeof refusal === "string"
        ? refusal
        : "An unexpected error occurred. Please try again.";
  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <p className="text-slate-600">{detail}</p>
      <a href="/" className={buttonClasses()}>
        Go to Homepage
      </a>
    </div>
  );
}
