/**
 * /admin/pages: the site's own pages (home, team, resources, the legal pages, the company
 * details), each with its state: published, with draft changes, or scheduled; when it was last
 * published and by whom.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminTable, type AdminTableColumns } from "~/components/admin/admin-table";
import {
  lastPublished,
  PageStatusBadge,
  type PageStatusView,
} from "~/components/admin/pages/page-status";
import { site } from "~/components/root-shared.bundle-boundary";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { formatZonedDateTime } from "~/lib/zoned-time";
import { isLegalPage, sitePagePaths } from "~/schemas/site-pages";
import { requireAdminUser } from "~/services/auth/guard.server";
import { listSitePages } from "~/services/pages/admin-pages.server";

export const meta: MetaFunction = () => adminPageMeta("Pages");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdminUser(request, context);
  const timeZone = adminTimeZone(request);
  const when = (moment: string | null) => (moment ? formatZonedDateTime(moment, timeZone) : null);
  const pages = await listSitePages(await context.db());
  return {
    pages: pages.map((page) => ({
      id: page.name,
      title: page.title,
      publicPath: sitePagePaths[page.name],
      // Only super admins change what the legal pages say.
      editable: !isLegalPage(page.name) || user.role === "super_admin",
      status: {
        status: page.status,
        publishedAt: when(page.publishedAt),
        publishedBy: page.publishedBy,
        publishAt: when(page.publishAt),
      } satisfies PageStatusView,
    })),
  };
}

type PageRow = Awaited<ReturnType<typeof loader>>["pages"][number];

const linkClass = "font-medium text-brand-700 hover:underline";

const columns: AdminTableColumns<PageRow> = [
  {
    header: "Page",
    cell: (page) =>
      page.editable ? (
        <Link to={`/admin/pages/${page.id}`} className={linkClass}>
          {page.title}
        </Link>
      ) : (
        page.title
      ),
  },
  { header: "Status", cell: (page) => <PageStatusBadge status={page.status} /> },
  { header: "Last published", cell: (page) => lastPublished(page.status) },
];

const actions = {
  header: "Actions",
  cell: (page: PageRow) => (
    <span className="flex flex-wrap gap-3 text-sm">
      {page.editable ? (
        <Link to={`/admin/pages/${page.id}`} className={linkClass}>
          Edit<span className="sr-only"> {page.title}</span>
        </Link>
      ) : (
        <span className="text-slate-500">Super admins edit this page</span>
      )}
      <a href={page.publicPath} className={linkClass}>
        View<span className="sr-only"> {page.title}</span>
      </a>
    </span>
  ),
};

export default function AdminPages() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Pages</h1>
        <p className="mt-1 text-sm text-slate-600">
          The words and pictures of {site.name}&apos;s own pages. Edits are drafts until published.
        </p>
      </div>
      <AdminTable caption="Site pages" columns={columns} rows={pages} actions={actions} />
    </div>
  );
}
