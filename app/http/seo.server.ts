import type { AppEnv } from "~/platform/env.server";

/** The origin canonical links use: SITE_URL when configured, else the request's own origin. */
export function canonicalOrigin(request: Request, env: Pick<AppEnv, "SITE_URL">) {
  return env.SITE_URL ? new URL(env.SITE_URL).origin : new URL(request.url).origin;
}
