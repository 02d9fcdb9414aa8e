/**
 * The admin area's layout. Its loader is the guard for every /admin screen except
 * /admin/login (a sibling route, admin_.login.tsx): signed-out visitors go to the sign-in page.
 * It also hands the session's CSRF token to <CsrfInput /> in the forms below it.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useRouteError,
} from "@remix-run/react";
import Loader2 from "lucide-react/icons/loader-circle";
import { useEffect } from "react";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminMobileMenu, AdminSidebar } from "~/components/admin/admin-menu";
import { NotFoundPage } from "~/components/not-found/not-found-page";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { orWhileUnsaved } from "~/http/unsaved-form.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone, rememberBrowserTimeZone } from "~/lib/admin-time-zone";
import { keepDataAfterFailedAction } from "~/lib/revalidation";
import { adminLayoutData } from "~/services/auth/guard.server";

export const meta: MetaFunction = () => adminPageMeta("Admin", { namesAdmin: true });

export const shouldRevalidate = keepDataAfterFailedAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // After a form kept because Postgres is away, the signed-in admin cannot be looked up: the
  // menu goes without the name, and the form keeps the CSRF token it was sent with.
  const layout = await orWhileUnsaved(
    context,
    () => adminLayoutData(request, context),
    ({ csrfToken }) => ({ user: null, csrfToken }),
  );
  return { ...layout, timeZone: adminTimeZone(request) };
}

export default function AdminLayout() {
  const { user, timeZone } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  // Right after the first page loads, render it again in the browser's zone (forms remount).
  useEffect(() => {
    if (rememberBrowserTimeZone(timeZone)) revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per zone the server used
  }, [timeZone]);
  const navigation = useNavigation();
  const location = useLocation();
  // Moving between screens shows a spinner; a screen reloading itself (filters) shows its own.
  const changingScreen =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-[200] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <AdminSidebar user={user} />
      <AdminMobileMenu user={user} />
      <main
        id="main"
        tabIndex={-1}
        className="px-4 py-6 focus:outline-none sm:px-6 md:ml-64 md:px-8 md:py-8"
      >
        <div className="mx-auto max-w-6xl">
          {changingScreen ? (
            <p
              role="status"
              className="fixed right-4 top-16 z-20 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-slate-600 shadow md:top-4"
            >
              <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Loading...
            </p>
          ) : null}
          <Outlet />
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error)
    ? (error.data as { reason?: string } | null)?.reason
    : undefined;
  // These replace the whole admin layout, so they bring the page's main landmark themselves.
  if (isRouteErrorResponse(error) && error.status === 403 && reason === "super_admin")
    return (
      <main id="main">
        <AccessDenied />
      </main>
    );
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  const csrf = isRouteErrorResponse(error) && error.status === 403 && reason === "csrf";
  // A refused request (400, 413, 415) says what was wrong with it.
  const refusal =
    isRouteErrorResponse(error) && [400, 413, 415].includes(error.status)
      ? (error.data as { message?: unknown } | null)?.message
      : undefined;
  return (
    <main
      id="main"
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">
        {csrf
          ? "Your form expired"
          : typeof refusal === "string"
            ? "That request could not be used"
            : "Something went wrong"}
      </h1>
      <p className="text-slate-600">
        {csrf
          ? "For your security the form could not be sent. Reload the page and try again."
          : typeof refusal === "string"
            ? refusal
            : "An unexpected error occurred. Please try again."}
      </p>
      <a href="/admin/dashboard" className={buttonClasses()}>
        Back to dashboard
      </a>
    </main>
  );
}
