export const API_VERSION = "v1";

/** `/api/<x>` (unversioned) is served as `/api/v1/<x>`; `/api/v…` paths are left alone. */
export function versionedApiPath(pathname: string): string | null {
  if (!pathname.startsWith("/api/") || pathname.startsWith("/api/v")) return null;
  return `/api/${API_VERSION}/${pathname.slice("/api/".length)}`;
}

export function isApiPath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/");
}
