/**
 * The security audit log for super admins: who did what, newest first, filtered by actor,
 * action and days (in the admin's time zone), in pages, with a CSV export of the filter. A
 * filter that cannot be used is a 400 with the form and its reason.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import { AdminTable, type AdminTableColumn } from "~/components/admin/admin-table";
import { AuditFilter, type AuditFilterValues } from "~/components/admin/audit-filter";
import { outlineButtonClasses } from "~/components/admin/outline-button";
import { Pagination } from "~/components/ui/pagination";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { pageHref } from "~/lib/page-href";
import { formatZonedDateTime } from "~/lib/zoned-time";
import { AUDIT_PAGE_SIZE, auditPeriod, auditQueryFrom } from "~/schemas/audit-log";
import { isDayText } from "~/schemas/date-input";
import { auditActions, listAuditEntries } from "~/services/audit/read.server";
import { requireSuperAdmin } from "~/services/auth/guard.server";

export const meta: MetaFunction = () => adminPageMeta("Audit log");

interface AuditRowView {
  id: number;
  at: string;
  actor: string;
  action: string;
  resource: string;
  details: string;
}

/** What was typed, for the form that shows why it was refused. */
function typedFilter(params: URLSearchParams): AuditFilterValues {
  const typed = (name: string) => (params.get(name) ?? "").slice(0, 200);
  const day = (name: string) => (isDayText(typed(name)) ? typed(name) : "");
  return { actor: typed("actor"), action: typed("action"), from: day("from"), to: day("to") };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSuperAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const query = auditQueryFrom(params);
  if (!query.success) {
    const issue = query.error.issues[0];
    return data(
      {
        refused: { message: issue?.message ?? "Invalid filter", field: String(issue?.path[0]) },
        filter: typedFilter(params),
        actions: await auditActions(await context.db()),
      },
      { status: 400 },
    );
  }
  const { page, actor, action, from, to } = query.data;
  const timeZone = adminTimeZone(request);
  const db = await context.db();
  const [{ entries, total }, actions] = await Promise.all([
    listAuditEntries(
      db,
      user,
      { actor, action, ...auditPeriod({ from, to }, timeZone) },
      { page, limit: AUDIT_PAGE_SIZE },
    ),
    auditActions(db),
  ]);
  return {
    filter: { actor: actor ?? "", action: action ?? "", from: from ?? "", to: to ?? "" },
    actions,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    total,
    entries: entries.map((entry): AuditRowView => ({
      id: entry.id,
      at: formatZonedDateTime(entry.at, timeZone),
      actor: entry.actor ?? "—",
      action: entry.action,
      resource: entry.resource ?? "—",
      details: Object.keys(entry.details).length ? JSON.stringify(entry.details) : "—",
    })),
  };
}

const AUDIT_COLUMNS: [AdminTableColumn<AuditRowView>, ...AdminTableColumn<AuditRowView>[]] = [
  { header: "Time", className: "whitespace-nowrap", cell: (entry) => entry.at },
  { header: "Actor", className: "break-all", cell: (entry) => entry.actor },
  { header: "Action", cell: (entry) => <code className="text-xs">{entry.action}</code> },
  { header: "Resource", className: "break-all", cell: (entry) => entry.resource },
  {
    header: "Details",
    className: "break-all font-mono text-xs text-slate-600",
    cell: (entry) => entry.details,
  },
];

export default function AuditLog() {
  const loaded = useLoaderData<typeof loader>();
  if ("refused" in loaded) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
        <AuditFilter filter={loaded.filter} actions={loaded.actions} error={loaded.refused} />
      </div>
    );
  }
  return <AuditEntries {...loaded} />;
}

function AuditEntries({
  filter,
  actions,
  page,
  pageCount,
  total,
  entries,
}: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { refused: unknown }>) {
  const location = useLocation();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const current = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ""));
  const exportHref = `/admin/audit.csv${current.size ? `?${current}` : ""}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
          <p className="mt-1 text-slate-600">
            {total} {total === 1 ? "entry" : "entries"}, newest first.
          </p>
        </div>
        <a
          href={exportHref}
          download
          className={outlineButtonClasses({ className: "inline-flex items-center gap-2" })}
        >
          <Download aria-hidden className="h-4 w-4" /> Export CSV
        </a>
      </div>

      <AuditFilter filter={filter} actions={actions} />

      <AdminTable
        caption="Audit log"
        columns={AUDIT_COLUMNS}
        rows={entries}
        notice={
          loading
            ? { text: "Loading entries..." }
            : entries.length === 0
              ? { text: "No entries found" }
              : null
        }
        tableClassName="sm:min-w-[50rem]"
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => pageHref(location.search, n)}
        label="Audit log pages"
      />
    </div>
  );
}
