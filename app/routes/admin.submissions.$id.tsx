/**
 * One enquiry in full: where it stands as a lead (status and notes, changed with a form that
 * works without JavaScript) and its erasure (GDPR Art. 17) after a confirmation. Viewing,
 * lead changes and erasing are audited.
 */
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import Trash from "lucide-react/icons/trash";
import { BackLink } from "~/components/admin/back-link";
import { useCsrfToken } from "~/components/admin/csrf-input";
import { DeleteConfirmation } from "~/components/admin/delete-confirmation";
import { LeadAttributionPanel } from "~/components/admin/lead-attribution-panel";
import { LeadPanel, type LeadNoteView } from "~/components/admin/lead-form";
import { RecordNotFoundBoundary } from "~/components/admin/record-not-found";
import { projectTypeLabel, verificationLabel } from "~/components/admin/submission-labels";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { formatDateTime } from "~/lib/dates";
import { recordIdOrNull } from "~/lib/record-id";
import { formatZonedDateTime } from "~/lib/zoned-time";
import { logError } from "~/platform/request-log.server";
import { leadFormSchema } from "~/schemas/submissions";
import { writeAudit } from "~/services/audit/write.server";
import { requireAdminUser, requireCsrf } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import { deleteSubmission, getSubmission } from "~/services/leads/inbox.server";
import { notesFor, updateLead } from "~/services/leads/pipeline.server";

export const meta: MetaFunction = () => adminPageMeta("Submission");

const DELETE_SUBMISSION_QUESTION =
  "Are you sure you want to delete this submission? This cannot be undone.";

function submissionId(param: string | undefined) {
  const id = recordIdOrNull(param);
  if (id === null) throw data({ message: "Submission not found" }, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireAdminUser(request, context);
  const id = submissionId(params.id);
  const db = await context.db();
  const [submission, notes] = await Promise.all([getSubmission(db, id), notesFor(db, [id])]);
  if (!submission) throw data({ message: "Submission not found" }, { status: 404 });
  const timeZone = adminTimeZone(request);
  await writeAudit(db, requestMeta(request, context), {
    action: "submission.viewed",
    userId: user.id,
    resource: `submission:${id}`,
  });
  return {
    confirmDelete: new URL(request.url).searchParams.has("confirmDelete"),
    submission: {
      id: submission.id,
      name: `${submission.firstName} ${submission.lastName}`,
      email: submission.email,
      company: submission.company ?? "—",
      projectType: projectTypeLabel(submission.projectType),
      verification: `${verificationLabel(submission.verificationStatus)}${submission.recaptchaScore != null ? ` (score ${submission.recaptchaScore})` : ""}`,
      received: `${formatDateTime(submission.createdAt)} UTC`,
      message: submission.message,
      status: submission.status,
      attribution: submission.attribution && {
        ...submission.attribution,
        firstTouch: {
          ...submission.attribution.firstTouch,
          at: formatZonedDateTime(new Date(submission.attribution.firstTouch.at), timeZone),
        },
        lastTouch: submission.attribution.lastTouch && {
          ...submission.attribution.lastTouch,
          at: formatZonedDateTime(new Date(submission.attribution.lastTouch.at), timeZone),
        },
      },
    },
    // Newest first: the latest word on the lead is what an admin looks for.
    notes: [...(notes.get(id) ?? [])].reverse().map((note): LeadNoteView => ({
      id: note.id,
      authorEmail: note.authorEmail,
      body: note.body,
      written: formatZonedDateTime(note.createdAt, timeZone),
    })),
  };
}

/** The lead form: a status (and maybe a note) through the same service as the API. */
async function changeLead(
  { request, context }: ActionFunctionArgs,
  formData: FormData,
  user: { id: string; email: string },
  id: number,
) {
  const submission = parseWithZod(formData, { schema: leadFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const updated = await updateLead(
    await context.db(),
    id,
    submission.value,
    { userId: user.id, label: user.email },
    requestMeta(request, context),
  );
  const secret = context.env.SESSION_SECRET;
  if (!updated)
    return redirectWithToast("/admin/submissions", secret, {
      title: "Failed to update the lead",
      description: "The submission no longer exists.",
      variant: "destructive",
    });
  return redirectWithToast(`/admin/submissions/${id}`, secret, {
    title: submission.value.note ? "Lead updated, note added" : "Lead updated",
    description: `${updated.firstName} ${updated.lastName}`,
    variant: "success",
  });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const formData = await readFormData(request);
  const user = await requireCsrf(request, context, formData);
  const id = submissionId(params.id);
  if (formData.get("intent") === "lead") return changeLead(args, formData, user, id);
  const secret = context.env.SESSION_SECRET;
  try {
    const db = await context.db();
    const deleted = await deleteSubmission(db, id);
    if (!deleted)
      return redirectWithToast("/admin/submissions", secret, {
        title: "Failed to delete submission",
        description: "It no longer exists.",
        variant: "destructive",
      });
    await writeAudit(db, requestMeta(request, context), {
      action: "submission.deleted",
      userId: user.id,
      resource: `submission:${id}`,
    });
    return redirectWithToast("/admin/submissions", secret, {
      title: "Submission deleted",
      variant: "success",
    });
  } catch (error) {
    logError(context.requestId, error);
    return redirectWithToast(`/admin/submissions/${id}`, secret, {
      title: "Failed to delete submission",
      variant: "destructive",
    });
  }
}

export default function SubmissionDetail() {
  const { submission, notes, confirmDelete } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submit = useSubmit();
  const csrf = useCsrfToken();
  const details: [string, string][] = [
    ["Email", submission.email],
    ["Company", submission.company],
    ["Project type", submission.projectType],
    ["Verification", submission.verification],
    ["Received", submission.received],
  ];

  return (
    <div className="space-y-6">
      <div>
        <BackLink to="/admin/submissions">Back to submissions</BackLink>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{submission.name}</h1>
      </div>

      {confirmDelete ? (
        <DeleteConfirmation
          id="delete-submission"
          title="Delete this submission"
          question={DELETE_SUBMISSION_QUESTION}
          cancelHref="."
        />
      ) : null}

      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <dl className="grid gap-4 sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {label}
              </dt>
              <dd className="mt-1 text-slate-900 wrap-anywhere">
                {label === "Email" ? (
                  <a href={`mailto:${value}`} className="text-brand-700 hover:underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-500">
          Message
        </h2>
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{submission.message}</p>
      </div>

      <LeadAttributionPanel attribution={submission.attribution} />

      <LeadPanel
        status={submission.status}
        notes={notes}
        lastResult={actionData && "result" in actionData ? actionData.result : null}
      />

      {confirmDelete ? null : (
        <Link
          to="?confirmDelete"
          className="inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
          onClick={(event) => {
            // With JavaScript a native dialog confirms; without it the link opens a confirmation step.
            event.preventDefault();
            if (window.confirm(DELETE_SUBMISSION_QUESTION)) submit({ csrf }, { method: "post" });
          }}
        >
          <Trash aria-hidden className="h-4 w-4" /> Delete submission
        </Link>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <RecordNotFoundBoundary
      title="Submission not found"
      backTo="/admin/submissions"
      backLabel="Back to submissions"
    />
  );
}
