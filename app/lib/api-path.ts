export const API_VERSION = "v1";

/** The API's reference for people: a page of the site, not an endpoint of the API. */
const API_DOCS_PATH = "/api/docs";

const isApiDocsPath = (path: string) => path === API_DOCS_PATH || path === `${API_DOCS_PATH}/`;

/** `/api/<x>` (unversioned) is served as `/api/v1/<x>`; `/api/v…` paths and /api/docs are left alone. */
export function versionedApiPath(pathname: string): string | null {
  const path = pathname.toLowerCase();
  if (!path.startsWith("/api/") || path.startsWith("/api/v") || isApiDocsPath(path)) return null;
  return `/api/${API_VERSION}/${pathname.slice("/api/".length)}`;
}

/** Routes match whatever the letters' case, so these checks do too. */
export function isApiPath(pathname: string) {
  const path = pathname.toLowerCase();
  return (path === "/api" || path.startsWith("/api/")) && !isApiDocsPath(path);
}
