import { Link } from "@remix-run/react";
import ArrowLeft from "lucide-react/icons/arrow-left";

/** The way back to a record's list, above the heading of an admin screen. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" /> {children}
    </Link>
  );
}
