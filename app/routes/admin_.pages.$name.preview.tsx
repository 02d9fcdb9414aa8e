/**
 * /admin/pages/{name}/preview: the page's saved draft rendered as the public page, for signed-in
 * admins only. An admin address: never kept by the page cache, and marked for search engines
 * to leave alone.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PreviewLink, SitePagePreview } from "~/components/admin/pages/page-preview";
import { pagePreview } from "~/http/page-preview.server";
import { screenPageName } from "~/http/page-screen.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { requireAdminUser } from "~/services/auth/guard.server";
import { getSitePage } from "~/services/pages/admin-pages.server";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminPageMeta(data ? `Preview: ${data.title}` : "Preview");

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const name = screenPageName(request, params.name);
  await requireAdminUser(request, context);
  const page = await getSitePage(await context.db(), name);
  return { name, title: page.title, preview: await pagePreview(context, name, page.draft) };
}

export default function PagePreviewScreen() {
  const { name, title, preview } = useLoaderData<typeof loader>();
  return (
    <SitePagePreview
      preview={preview}
      notice={`Preview of the saved draft of ${title}`}
      actions={<PreviewLink to={`/admin/pages/${name}`}>Back to the editor</PreviewLink>}
    />
  );
}
