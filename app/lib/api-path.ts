export const API_VERSION = "v1";

/** `/api/<x>` (unversioned) is served as `/api/v1/<x>`; `/api/v…` paths are left alone. */
export function versionedApiPath(pathname: string): string | null {
  const path = pathname.toLowerCase();
  if (!path.startsWith("/api/") || path.startsWith("/api/v")) return null;
  return `/api/${API_VERSION}/${pathname.slice("/api/".length)}`;
}

/** Routes match whatever the letters' case, so these checks do too. */
export function isApiPath(pathname: string) {
  const path = pathname.toLowerCase();
  return path === "/api" || path.startsWith("/api/");
}
