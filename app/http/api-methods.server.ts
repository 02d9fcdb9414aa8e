/**
 * The methods each /api/v1 route answers, as the OpenAPI document declares them (its test holds
 * the two equal). The Worker refuses any other method here, once for every route, with a JSON
 * 405 and `Allow`, before a route runs: Remix would otherwise hand OPTIONS, PROPFIND and the
 * like to the loader, as if they were GET. HEAD goes wherever GET does. There is no CORS on
 * the API (every client is same-site or sends credentials in headers), so OPTIONS is refused
 * too.
 */
import { methodNotAllowed } from "~/lib/json-response";

export const API_ROUTE_METHODS: Readonly<Record<string, readonly string[]>> = {
  "routes/api.v1.blog.posts": ["GET"],
  "routes/api.v1.blog.posts.$slug": ["GET"],
  "routes/api.v1.blog.categories": ["GET"],
  "routes/api.v1.ssr.blog": ["GET"],
  "routes/api.v1.ssr.blog.$slug": ["GET"],
  "routes/api.v1.ssr.page.$name": ["GET"],
  "routes/api.v1.contact": ["POST"],
  "routes/api.v1.consent": ["GET", "POST"],
  "routes/api.v1.chat": ["POST"],
  "routes/api.v1.events": ["POST"],
  "routes/api.v1.openapi[.]json": ["GET"],
  "routes/api.v1.health": ["GET"],
  "routes/api.v1.admin.auth.login": ["POST"],
  "routes/api.v1.admin.auth.2fa": ["POST"],
  "routes/api.v1.admin.auth.refresh": ["POST"],
  "routes/api.v1.admin.auth.csrf": ["GET"],
  "routes/api.v1.admin.auth.me": ["GET"],
  "routes/api.v1.admin.auth.logout": ["POST"],
  "routes/api.v1.admin.auth.forgot-password": ["POST"],
  "routes/api.v1.admin.auth.reset-password": ["POST"],
  "routes/api.v1.admin.blog.posts": ["GET", "POST"],
  "routes/api.v1.admin.blog.posts.$id": ["GET", "PUT", "DELETE"],
  "routes/api.v1.admin.blog.posts.$id.toggle-publish": ["POST"],
  "routes/api.v1.admin.blog.posts.$id.revisions": ["GET"],
  "routes/api.v1.admin.blog.posts.$id.revisions.$revisionId": ["GET"],
  "routes/api.v1.admin.blog.posts.$id.revisions.$revisionId.restore": ["POST"],
  "routes/api.v1.admin.contact-submissions": ["GET"],
  "routes/api.v1.admin.contact-submissions.$id": ["PATCH"],
  "routes/api.v1.admin.dashboard.stats": ["GET"],
  "routes/api.v1.admin.analytics": ["GET"],
  "routes/api.v1.admin.audit-log": ["GET"],
  "routes/api.v1.admin.data-subjects": ["GET", "DELETE"],
  "routes/api.v1.admin.media": ["GET", "POST"],
  "routes/api.v1.admin.media.$id": ["DELETE"],
  "routes/api.v1.admin.users": ["GET"],
  "routes/api.v1.admin.users.$id": ["PATCH", "DELETE"],
  "routes/api.v1.admin.users.$id.reset-2fa": ["POST"],
  "routes/api.v1.admin.users.invitations": ["POST"],
  "routes/api.v1.admin.users.invitations.$id": ["DELETE"],
  "routes/api.v1.admin.api-keys": ["GET", "POST"],
  "routes/api.v1.admin.api-keys.$id": ["DELETE"],
  "routes/api.v1.admin.pages": ["GET"],
  "routes/api.v1.admin.pages.$name": ["GET", "PUT"],
  "routes/api.v1.admin.pages.$name.revisions": ["GET"],
  "routes/api.v1.admin.pages.$name.revisions.$revisionId.restore": ["POST"],
};

/** The 405 for a method the route does not answer, or null when it does (or is no API route). */
export function refusedApiMethod(routeId: string | undefined, method: string): Response | null {
  const declared = routeId ? API_ROUTE_METHODS[routeId] : undefined;
  if (!declared) return null;
  const allowed = declared.includes("GET") ? [...declared, "HEAD"] : declared;
  return allowed.includes(method) ? null : methodNotAllowed(allowed.join(", "));
}
