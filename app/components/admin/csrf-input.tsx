import { useRouteLoaderData } from "@remix-run/react";

/** The route id of the admin layout, whose loader (adminLayoutData) carries the CSRF token. */
const ADMIN_LAYOUT_ROUTE = "routes/admin";

export function useCsrfToken() {
  const layout = useRouteLoaderData<{ csrfToken: string }>(ADMIN_LAYOUT_ROUTE);
  return layout?.csrfToken ?? "";
}

/**
 * Put inside every admin `<Form method="post">`; the action checks it with requireCsrf. A screen
 * outside the admin layout passes the `token` its own loader read.
 */
export function CsrfInput({ token }: { token?: string }) {
  const layoutToken = useCsrfToken();
  return <input type="hidden" name="csrf" value={token ?? layoutToken} />;
}
