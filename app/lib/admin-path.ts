/** The admin area: /admin and everything under /admin/, not paths that merely start with the letters. */
export function isAdminPath(pathname: string) {
  // Routes match whatever the letters' case, so the check must too.
  const path = pathname.toLowerCase();
  return path === "/admin" || path.startsWith("/admin/");
}
