import { Link } from "@remix-run/react";
import { site } from "~/components/root-shared.bundle-boundary";

/** The logo (the favicon's mark) and the company name, linking home. */
export function BrandMark({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className={`flex items-center gap-2 rounded-lg text-lg font-bold ${tone === "light" ? "text-white" : "text-slate-900"}`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 22l5-12h4l5 12h-3.4l-1-2.6h-5.2l-1 2.6zm5.4-5.3h3.2L16 12.4z" fill="#fff" />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
