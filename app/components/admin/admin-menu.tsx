import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import ChartColumn from "lucide-react/icons/chart-column";
import FileText from "lucide-react/icons/file-text";
import Files from "lucide-react/icons/files";
import ImageIcon from "lucide-react/icons/image";
import Inbox from "lucide-react/icons/inbox";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import ScrollText from "lucide-react/icons/scroll-text";
import Settings from "lucide-react/icons/settings";
import UserSearch from "lucide-react/icons/user-search";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { site } from "~/components/root-shared.bundle-boundary";
import { CsrfInput } from "./csrf-input";

const menu = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/blog", label: "Blog Posts", icon: FileText },
  { to: "/admin/pages", label: "Pages", icon: Files },
  { to: "/admin/media", label: "Media", icon: ImageIcon },
  { to: "/admin/submissions", label: "Submissions", icon: Inbox },
  { to: "/admin/analytics", label: "Analytics", icon: ChartColumn },
  { to: "/admin/settings", label: "Settings", icon: Settings },
] as const;

/** Screens for super admins only; other admins never see them in the menu. */
const superAdminMenu = [
  { to: "/admin/team", label: "Team", icon: Users },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText },
  { to: "/admin/privacy-requests", label: "Privacy requests", icon: UserSearch },
] as const;

const roleLabels: Record<string, string> = {
  super_admin: "Super admin",
  admin: "Admin",
  user: "User",
};

interface AdminMenuUser {
  email: string;
  role: string;
}

/** `user` is null while the database is away (who is signed in cannot be looked up). */
function MenuBody({ user }: { user: AdminMenuUser | null }) {
  return (
    <div className="flex h-full flex-col">
      <Link to="/admin/dashboard" className="px-5 py-5 text-lg font-bold text-slate-900">
        {site.name} <span className="font-medium text-brand-600">Admin</span>
      </Link>
      <nav aria-label="Admin" className="flex-1 px-3">
        <ul className="space-y-1">
          {[...menu, ...(user?.role === "super_admin" ? superAdminMenu : [])].map(
            ({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                      isActive
                        ? "bg-brand-50 text-brand-700"
                        : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                    }`
                  }
                >
                  <Icon aria-hidden className="h-4 w-4" />
                  {label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-4">
        {user ? (
          <>
            <p className="truncate text-sm font-medium text-slate-900" title={user.email}>
              {user.email}
            </p>
            <p className="mt-0.5 text-xs text-slate-500">{roleLabels[user.role] ?? user.role}</p>
          </>
        ) : null}
        <Form method="post" action="/admin/logout" className={user ? "mt-3" : undefined}>
          <CsrfInput />
          <button
            type="submit"
            className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <LogOut aria-hidden className="h-4 w-4" />
            Logout
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The fixed side menu on wide screens. */
export function AdminSidebar({ user }: { user: AdminMenuUser | null }) {
  return (
    <aside className="fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white md:block">
      <MenuBody user={user} />
    </aside>
  );
}

/**
 * The slide-in menu on small screens. A <details> element opens and closes it without
 * JavaScript; with JavaScript it also closes on navigation, on Escape and on a tap outside.
 */
export function AdminMobileMenu({ user }: { user: AdminMenuUser | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && details.current?.open) {
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
      <Link to="/admin/dashboard" className="font-bold text-slate-900">
        {site.name} <span className="font-medium text-brand-600">Admin</span>
      </Link>
      <details ref={details} className="group">
        <summary className="relative z-50 flex cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden className="h-4 w-4 group-open:hidden" />
          <X aria-hidden className="hidden h-4 w-4 group-open:block" />
          <span className="group-open:hidden">Menu</span>
          <span className="hidden group-open:inline">Close</span>
        </summary>
        <div
          aria-hidden
          className="fixed inset-0 z-40 bg-slate-900/40"
          onClick={() => {
            if (details.current) details.current.open = false;
          }}
        />
        <div className="admin-slide-in fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl">
          <MenuBody user={user} />
        </div>
      </details>
    </header>
  );
}
