/**
 * The enquiries inbox: newest first, each with where it stands as a lead and where its sender
 * first came from, filtered by status and source and searchable by name, e-mail and company,
 * with a CSV export of the current filter.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import { AdminTable, type AdminTableColumns } from "~/components/admin/admin-table";
import { LEAD_STATUS_LABELS, LeadStatusBadge } from "~/components/admin/lead-status";
import { outlineButtonClasses } from "~/components/admin/outline-button";
import { projectTypeLabel, verificationLabel } from "~/components/admin/submission-labels";
import { Pagination } from "~/components/ui/pagination";
import { adminPageMeta } from "~/lib/admin-meta";
import { formatDateTime } from "~/lib/dates";
import { pageHref } from "~/lib/page-href";
import { submissionsQueryFrom, UNKNOWN_SOURCE } from "~/schemas/submissions";
import { requireAdminUser } from "~/services/auth/guard.server";
import {
  listSubmissions,
  listSubmissionSources,
  SUBMISSIONS_PAGE_SIZE,
} from "~/services/leads/inbox.server";
import { leadStatuses, type LeadStatus } from "~db/lead-statuses";

export const meta: MetaFunction = () => adminPageMeta("Submissions");

interface SubmissionRowView {
  id: number;
  name: string;
  email: string;
  company: string;
  projectType: string;
  verification: string;
  status: LeadStatus;
  /** The first touch, or null when the sender had not allowed analytics. */
  source: { sourceMedium: string; campaign: string | null } | null;
  received: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  const parsed = submissionsQueryFrom(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const { query } = parsed;
  const db = await context.db();
  const [{ submissions, total }, sources] = await Promise.all([
    listSubmissions(db, query),
    listSubmissionSources(db),
  ]);
  return {
    search: query.search ?? "",
    status: query.status ?? null,
    source: query.source ?? null,
    sources,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE)),
    total,
    submissions: submissions.map(
      (
        s: Awaited<ReturnType<typeof listSubmissions>>["submissions"][number],
      ): SubmissionRowView => ({
        id: s.id,
        name: `${s.firstName} ${s.lastName}`,
        email: s.email,
        company: s.company ?? "—",
        projectType: projectTypeLabel(s.projectType),
        verification: verificationLabel(s.verificationStatus),
        status: s.status,
        source: s.attribution && {
          sourceMedium: `${s.attribution.firstTouch.source} / ${s.attribution.firstTouch.medium}`,
          campaign: s.attribution.firstTouch.campaign,
        },
        received: formatDateTime(s.createdAt),
      }),
    ),
  };
}

const SUBMISSION_COLUMNS: AdminTableColumns<SubmissionRowView> = [
  {
    header: "Name",
    cell: (submission) => (
      <Link to={`/admin/submissions/${submission.id}`} className="text-brand-700 hover:underline">
        {submission.name}
      </Link>
    ),
  },
  { header: "Email", cell: (submission) => submission.email },
  { header: "Company", cell: (submission) => submission.company },
  { header: "Project type", cell: (submission) => submission.projectType },
  { header: "Status", cell: (submission) => <LeadStatusBadge status={submission.status} /> },
  {
    header: "Source",
    cell: ({ source }) =>
      source ? (
        <>
          <span className="wrap-anywhere">{source.sourceMedium}</span>
          {source.campaign ? (
            <span className="block text-xs text-slate-500 wrap-anywhere">{source.campaign}</span>
          ) : null}
        </>
      ) : (
        <span className="text-slate-500">Not known</span>
      ),
  },
  { header: "Verification", cell: (submission) => submission.verification },
  { header: "Received", className: "whitespace-nowrap", cell: (submission) => submission.received },
];

export default function Submissions() {
  const { search, status, source, sources, page, pageCount, total, submissions } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const filter = new URLSearchParams();
  if (search) filter.set("search", search);
  if (status) filter.set("status", status);
  if (source) filter.set("source", source);
  const sourceOptions =
    source && source !== UNKNOWN_SOURCE && !sources.includes(source)
      ? [source, ...sources]
      : sources;
  const exportHref = `/admin/submissions.csv${filter.size ? `?${filter}` : ""}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Submissions</h1>
          <p className="mt-1 text-slate-600">
            {total} {total === 1 ? "enquiry" : "enquiries"}
            {status ? ` marked ${LEAD_STATUS_LABELS[status]}` : ""}
            {source === UNKNOWN_SOURCE ? " of unknown source" : source ? ` from ${source}` : ""}
            {search ? ` matching “${search}”` : ""}, newest first.
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

      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            name="search"
            defaultValue={search}
            key={search}
            placeholder="Search by name, e-mail or company..."
            aria-label="Search submissions"
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm"
          />
        </div>
        <select
          name="status"
          defaultValue={status ?? ""}
          key={status}
          aria-label="Status"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">All statuses</option>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {LEAD_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <select
          name="source"
          defaultValue={source ?? ""}
          key={source}
          aria-label="Source"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">All sources</option>
          <option value={UNKNOWN_SOURCE}>Not known</option>
          {sourceOptions.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button type="submit" className={outlineButtonClasses()}>
          Search
        </button>
      </Form>

      <AdminTable
        caption="Submissions"
        columns={SUBMISSION_COLUMNS}
        rows={submissions}
        notice={
          loading
            ? { text: "Loading submissions..." }
            : submissions.length === 0
              ? { text: "No submissions found" }
              : null
        }
        tableClassName="sm:min-w-[56rem]"
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => pageHref(location.search, n)}
        label="Submissions pages"
      />
    </div>
  );
}
