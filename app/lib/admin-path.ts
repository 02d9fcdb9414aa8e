/** The admin area: /admin and everything under /admin/, not paths that merely start with the letters. */
export function isAdminPath(pathname: string) {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
