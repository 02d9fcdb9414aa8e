/**
 * /admin/pages/{name}/revisions/{id}: a version the page was published with, rendered as the
 * page, and "Restore as draft", which makes it the page's draft again (nothing is published
 * until an admin publishes it).
 */
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/admin/csrf-input";
import { PreviewLink, SitePagePreview } from "~/components/admin/pages/page-preview";
import { readFormData } from "~/http/form-body.server";
import { pagePreview } from "~/http/page-preview.server";
import { screenPageName } from "~/http/page-screen.server";
import { redirectWithToast } from "~/http/toast.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { recordIdOrNull } from "~/lib/record-id";
import { formatZonedDateTime } from "~/lib/zoned-time";
import { sitePageTitles } from "~/schemas/site-pages";
import { csrfTokenFor } from "~/services/auth/csrf.server";
import { requireAdminUser, requireCsrf } from "~/services/auth/guard.server";
import { getPageRevision, restorePageRevision } from "~/services/pages/page-revisions.server";
import { pageWriterFor, requirePageEditor } from "~/services/pages/page-writer.server";

const REVISION_NOT_FOUND = "Revision not found";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminPageMeta(data ? `Version of ${data.title}` : "Page version");

export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

function revisionId(raw: string | undefined) {
  const id = recordIdOrNull(raw);
  if (id === null) throw data({ message: REVISION_NOT_FOUND }, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const name = screenPageName(request, params.name);
  const id = revisionId(params.revisionId);
  const user = await requireAdminUser(request, context);
  const db = await context.db();
  const revision = await getPageRevision(db, name, id);
  if (!revision) throw data({ message: REVISION_NOT_FOUND }, { status: 404 });
  return {
    // Outside the admin layout, whose loader gives its forms the token.
    csrfToken: await csrfTokenFor(db, user.sessionId),
    name,
    id,
    title: sitePageTitles[name],
    when: formatZonedDateTime(revision.publishedAt, adminTimeZone(request)),
    preview: await pagePreview(context, name, revision.document),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const name = screenPageName(request, params.name);
  const id = revisionId(params.revisionId);
  const formData = await readFormData(request);
  const user = await requireCsrf(request, context, formData);
  requirePageEditor(user, name, false);
  const writer = await pageWriterFor(request, context, {
    actor: { id: user.id, role: user.role },
    via: { via: "portal" },
  });
  const result = await restorePageRevision(writer, name, id);
  if (result.status === "not-found") throw data({ message: REVISION_NOT_FOUND }, { status: 404 });
  return redirectWithToast(`/admin/pages/${name}`, context.env.SESSION_SECRET, {
    title: "Version restored as the draft",
    description: `${sitePageTitles[name]}: read it over, then publish it.`,
    variant: "success",
  });
}

export default function PageRevisionScreen() {
  const { name, title, when, preview, csrfToken } = useLoaderData<typeof loader>();
  return (
    <SitePagePreview
      preview={preview}
      notice={`The version of ${title} published ${when}`}
      actions={
        <>
          <Form method="post">
            <CsrfInput token={csrfToken} />
            <button
              type="submit"
              className="rounded-lg bg-amber-800 px-3 py-1.5 font-medium text-white hover:bg-amber-900"
            >
              Restore as draft
            </button>
          </Form>
          <PreviewLink to={`/admin/pages/${name}`}>Back to the editor</PreviewLink>
        </>
      }
    />
  );
}
