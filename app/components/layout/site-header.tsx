import { Link } from "@remix-run/react";
import { site } from "~/content/site";

/** Placeholder header; the public-site work replaces it. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200">
      <div className="mx-auto flex max-w-7xl items-center justify-between p-4">
        <Link to="/" className="font-bold">{site.name}</Link>
      </div>
    </header>
  );
}
