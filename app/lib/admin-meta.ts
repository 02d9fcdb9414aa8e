import type { MetaDescriptor } from "@remix-run/cloudflare";
import { site } from "~/content/site";

/**
 * An admin screen's meta: its title names the screen, then the site's admin, and search engines
 * are told to keep out. A screen whose name already says "Admin" (the shell, the sign-in page)
 * passes `namesAdmin` and is followed by the site's name alone.
 */
export function adminPageMeta(screen: string, { namesAdmin = false } = {}): MetaDescriptor[] {
  return [
    { title: `${screen} | ${site.name}${namesAdmin ? "" : " Admin"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
