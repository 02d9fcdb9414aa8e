/**
 * Data-subject requests for super admins: look a person up by e-mail to see everything held
 * about them, download it as JSON, or erase it after a confirmation step (a page of its own, so
 * it works without JavaScript). Looks and erasures are audited with a hash of the address.
 */
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash-2";
import { DataSubjectReport } from "~/components/admin/data-subject-report";
import {
  DataSubjectLookUp,
  ErasureConfirmation,
  type PrivacyFormResult,
} from "~/components/admin/privacy-request-forms";
import { buttonClasses } from "~/components/root-shared.bundle-boundary";
import { readFormData } from "~/http/form-body.server";
import { dataSubjectRequester } from "~/http/privacy/requester.server";
import { erasureSummary, subjectView } from "~/http/privacy/subject-view.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { dataSubjectErasureSchema, dataSubjectQuerySchema } from "~/schemas/data-subject";
import { requireCsrf, requireSuperAdmin } from "~/services/auth/guard.server";
import { eraseDataSubject, lookUpDataSubject } from "~/services/privacy/data-subjects.server";

export const meta: MetaFunction = () => adminPageMeta("Privacy requests");

const PATH = "/admin/privacy-requests";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSuperAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const email = params.get("email");
  const page = {
    email: email ?? "",
    lookUp: null as PrivacyFormResult,
    subject: null,
    confirmErase: false,
  };
  if (email === null) return page;
  const query = parseWithZod(params, { schema: dataSubjectQuerySchema });
  if (query.status !== "success") return data({ ...page, lookUp: query.reply() }, { status: 400 });
  const found = await lookUpDataSubject(
    await context.db(),
    query.value.email,
    "viewed",
    ...dataSubjectRequester(request, context, user),
  );
  return {
    ...page,
    email: query.value.email,
    subject: subjectView(found, adminTimeZone(request)),
    confirmErase: params.get("erase") === "confirm",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const user = await requireCsrf(request, context, formData);
  const erasure = parseWithZod(formData, { schema: dataSubjectErasureSchema });
  if (erasure.status !== "success") return data({ result: erasure.reply() }, { status: 400 });
  const erased = await eraseDataSubject(
    await context.db(),
    erasure.value.email,
    ...dataSubjectRequester(request, context, user),
  );
  return redirectWithToast(PATH, context.env.SESSION_SECRET, {
    title: "Personal data erased",
    description: erasureSummary(erased),
    variant: "success",
  });
}

export default function PrivacyRequests() {
  const { email, lookUp, subject, confirmErase } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const query = new URLSearchParams({ email });
  const held = subject ? subject.erasable + (subject.account ? 1 : 0) : 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Privacy requests</h1>
        <p className="mt-1 text-slate-600">
          Answer a person who asks what is held about them, or asks for it to be erased.
        </p>
      </div>

      <DataSubjectLookUp key={email} email={email} lastResult={lookUp} />

      {subject ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <p className="min-w-0 text-slate-700 wrap-anywhere">
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
              {subject.erasable && !confirmErase ? (
                <Link
                  to={`?${query}&erase=confirm`}
                  className="inline-flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
                >
                  <Trash2 aria-hidden className="h-4 w-4" /> Erase
                </Link>
              ) : null}
            </div>
          </div>
          {confirmErase && subject.erasable ? (
            <ErasureConfirmation email={subject.email} lastResult={actionData?.result} />
          ) : null}
          <DataSubjectReport subject={subject} />
        </>
      ) : null}
    </div>
  );
}
