import { site } from "~/content/site";

/** Placeholder footer; the public-site work replaces it. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 p-4 text-sm text-slate-600">
      © {site.foundedYear}–{new Date().getFullYear()} {site.legalName}
    </footer>
  );
}
