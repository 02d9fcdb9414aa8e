import { siteOrigin } from "~/lib/site-origin";
import type { AppEnv } from "~/platform/env.server";

/** The origin canonical links use (`siteOrigin`), for loaders that have the environment. */
export function canonicalOrigin(request: Request, env: Pick<AppEnv, "SITE_URL">) {
  return siteOrigin(request, env.SITE_URL);
}
