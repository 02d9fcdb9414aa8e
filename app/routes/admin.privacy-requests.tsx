/**
 * Data-subject requests for super admins: look a person up by e-mail to see everything held
 * about them, download it as JSON, or erase it after a confirmation step (a page of its own, so
 * it works without JavaScript). Looks and erasures are audited with a hash of the address.
 */
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import Trash2 from "lucide-react/icons/trash";
import { CsrfInput } from "~/components/admin/csrf-input";
import { DataSubjectReport, type DataSubjectView } from "~/components/admin/data-subject-report";
import { projectTypeLabel } from "~/components/admin/submission-labels";
import { buttonClasses } from "~/components/ui/button";
import { site } from "~/content/site";
import { readFormData } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { formatZonedDateTime } from "~/lib/zoned-time";
import { dataSubjectErasureSchema, dataSubjectQuerySchema } from "~/schemas/data-subject";
import { requireCsrf, requireSuperAdmin } from "~/services/auth/guard.server";
import { requestMeta } from "~/services/auth/request-meta.server";
import {
  eraseDataSubject,
  lookUpDataSubject,
  type DataSubject,
} from "~/services/data-subjects.server";

export const meta: MetaFunction = () => [
  { title: `Privacy requests | ${site.name} Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

const PATH = "/admin/privacy-requests";

function subjectView(subject: DataSubject, timeZone: string): DataSubjectView {
  const when = (moment: Date) => formatZonedDateTime(moment, timeZone);
  return {
    email: subject.email,
    enquiries: subject.contactSubmissions.map((e) => ({
      id: e.id,
      received: when(e.createdAt),
      name: `${e.firstName} ${e.lastName}`,
      company: e.company ?? "—",
      projectType: projectTypeLabel(e.projectType),
      status: e.status,
      message: e.message,
      notes: e.notes.map((note) => ({ ...note, written: when(note.createdAt) })),
    })),
    subscribedSince: subject.newsletter.map((row) => when(row.createdAt)),
    consents: subject.consentRecords.map((c) => ({
      id: c.id,
      given: when(c.createdAt),
      choices:
        ["analytics", "marketing", "functional"]
          .filter((kind) => c[kind as "analytics" | "marketing" | "functional"])
          .join(", ") || "necessary only",
      version: c.version,
    })),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSuperAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const email = params.get("email");
  const page = { email: email ?? "", error: null, subject: null, confirmErase: false };
  if (email === null) return page;
  const query = dataSubjectQuerySchema.safeParse({ email });
  if (!query.success)
    return data({ ...page, error: query.error.issues[0]?.message ?? "" }, { status: 400 });
  const found = await lookUpDataSubject(await context.db(), query.data.email, "viewed", {
    actor: user,
    meta: requestMeta(request, context),
    hashSecret: context.env.IP_HASH_SALT,
  });
  return {
    ...page,
    email: query.data.email,
    subject: subjectView(found, adminTimeZone(request)),
    confirmErase: params.get("erase") === "confirm",
  };
}

function countOf(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const user = await requireCsrf(request, context, formData);
  const erasure = dataSubjectErasureSchema.safeParse(Object.fromEntries(formData));
  if (!erasure.success)
    return data({ error: erasure.error.issues[0]?.message ?? "" }, { status: 400 });
  const erased = await eraseDataSubject(await context.db(), erasure.data.email, {
    actor: user,
    meta: requestMeta(request, context),
    hashSecret: context.env.IP_HASH_SALT,
  });
  return redirectWithToast(PATH, context.env.SESSION_SECRET, {
    title: "Personal data erased",
    description: [
      countOf(erased.contactSubmissions, "enquiry", "enquiries"),
      countOf(erased.newsletter, "newsletter subscription", "newsletter subscriptions"),
      countOf(erased.consentRecords, "consent record", "consent records"),
    ].join(", "),
    variant: "success",
  });
}

function ErasureConfirmation({ email, error }: { email: string; error?: string }) {
  const query = new URLSearchParams({ email });
  return (
    <section
      role="alertdialog"
      aria-labelledby="erase-heading"
      aria-describedby="erase-question"
      className="rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <h2 id="erase-heading" className="font-semibold text-red-900">
        Erase everything held about {email}
      </h2>
      <p id="erase-question" className="mt-1 text-sm text-red-800">
        Their enquiries with notes, newsletter subscription and linked consent records are deleted
        for good. This cannot be undone.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <CsrfInput />
        <input type="hidden" name="email" value={email} />
        <label className="flex items-center gap-2 text-sm text-red-900">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "erase-error" : undefined}
          />
          I confirm the erasure of this person&apos;s data
        </label>
        {error ? (
          <p id="erase-error" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button
            type="submit"
            className="rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
          >
            Erase data
          </button>
          <Link to={`?${query}`} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export default function PrivacyRequests() {
  const { email, error, subject, confirmErase } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const query = new URLSearchParams({ email });
  const held = subject
    ? subject.enquiries.length + subject.subscribedSince.length + subject.consents.length
    : 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Privacy requests</h1>
        <p className="mt-1 text-slate-600">
          Answer a person who asks what is held about them, or asks for it to be erased.
        </p>
      </div>

      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor="subject-email" className="sr-only">
            Email address
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="subject-email"
              type="email"
              name="email"
              required
              defaultValue={email}
              key={email}
              placeholder="person@example.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "subject-email-error" : undefined}
              className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm"
            />
          </div>
          {error ? (
            <p id="subject-email-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Look up
        </button>
      </Form>

      {subject ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-slate-700">
              {held
                ? `Data held about ${subject.email}:`
                : `Nothing is held about ${subject.email}.`}
            </p>
            <div className="flex gap-2">
              <a
                href={`${PATH}.json?${query}`}
                download
                className={buttonClasses({ variant: "secondary", size: "sm" })}
              >
                <Download aria-hidden className="h-4 w-4" /> Export JSON
              </a>
              {held && !confirmErase ? (
                <Link
                  to={`?${query}&erase=confirm`}
                  className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
                >
                  <Trash2 aria-hidden className="h-4 w-4" /> Erase
                </Link>
              ) : null}
            </div>
          </div>
          {confirmErase && held ? (
            <ErasureConfirmation email={subject.email} error={actionData?.error} />
          ) : null}
          <DataSubjectReport subject={subject} />
        </>
      ) : null}
    </div>
  );
}
