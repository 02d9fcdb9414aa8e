/** What the portal's screens for the site's pages share: the page their address names. */
import { data, redirect } from "@remix-run/cloudflare";
import { parseSitePageName, type SitePageName } from "~/schemas/site-pages";
import { PAGE_NOT_FOUND } from "./site-pages-api.server";

/**
 * The page `raw` names. An unknown name is a 404; a name in another case is sent to its own
 * address (`/admin/pages/Team` → `/admin/pages/team`), so each screen has one address.
 */
export function screenPageName(request: Request, raw: string | undefined): SitePageName {
  const name = parseSitePageName(raw);
  if (!name) throw data({ message: PAGE_NOT_FOUND }, { status: 404 });
  if (raw !== name) {
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(`/pages/${raw}`, `/pages/${name}`);
    throw redirect(`${url.pathname}${url.search}`);
  }
  return name;
}
