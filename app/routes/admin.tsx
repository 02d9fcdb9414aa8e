/**
 * The admin area's layout. Its loader is the guard for every /admin screen except
 * /admin/login (a sibling route, admin_.login.tsx): signed-out visitors go to the sign-in page.
 * It also hands the session's CSRF token to <CsrfInput /> in the forms below it.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { Loader2 } from "lucide-react";
import { AccessDenied } from "~/components/admin/access-denied";
import { CsrfInput } from "~/components/admin/csrf-input";
import { site } from "~/content/site";
import { adminLayoutData } from "~/services/auth/guard.server";

export const meta: MetaFunction = () => [{ title: `Admin | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLayoutData(request, context);
}

const menu = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/blog", label: "Blog Posts" },
  { to: "/admin/submissions", label: "Submissions" },
  { to: "/admin/settings", label: "Settings" },
];

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <aside className="border-b border-slate-200 bg-white md:w-60 md:border-b-0 md:border-r">
        <div className="p-4">
          <Link to="/admin/dashboard" className="text-lg font-semibold text-slate-900">
            {site.name} Admin
          </Link>
          <p className="mt-2 truncate text-sm text-slate-700">{user.email}</p>
          <p className="text-xs uppercase tracking-wide text-slate-500">{user.role.replace("_", " ")}</p>
        </div>
        <nav aria-label="Admin" className="flex gap-1 overflow-x-auto px-2 pb-2 md:flex-col">
          {menu.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Form method="post" action="/admin/logout" className="p-4">
          <CsrfInput />
          <button type="submit" className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
            Logout
          </button>
        </Form>
      </aside>
      <main id="main" className="flex-1 p-4 md:p-8">
        {navigation.state === "loading" ? (
          <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-500">
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> Loading...
          </p>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: string } | null)?.reason : undefined;
  if (isRouteErrorResponse(error) && error.status === 403 && reason === "super_admin") return <AccessDenied />;
  const csrf = isRouteErrorResponse(error) && error.status === 403 && reason === "csrf";
  return (
    <main id="main" role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{csrf ? "Your form expired" : "Something went wrong"}</h1>
      <p className="text-slate-600">
        {csrf ? "For your security the form could not be sent. Reload the page and try again." : "An unexpected error occurred. Please try again."}
      </p>
      <a href="/admin/dashboard" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Back to dashboard
      </a>
    </main>
  );
}
