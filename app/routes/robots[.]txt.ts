import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { canonicalOrigin } from "~/http/seo.bundle-boundary.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = canonicalOrigin(request, context.env);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
