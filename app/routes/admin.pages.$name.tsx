/**
 * /admin/pages/{name}: one of the site's pages as a form, in sections that mirror the page, with
 * its published versions. Saving keeps a draft; publishing (now or at a chosen time) is what
 * visitors see. The same service as the admin API saves it (app/services/pages).
 */
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageEditor } from "~/components/admin/pages/page-editor";
import { hasPhotoField, pageFormLayouts } from "~/components/admin/pages/page-form-layout";
import { PageRevisions } from "~/components/admin/pages/page-revisions";
import blogStyles from "~/components/blog/blog.css";
import { handlePageEditorAction } from "~/http/page-editor-action.server";
import { screenPageName } from "~/http/page-screen.server";
import { orWhileUnsaved } from "~/http/unsaved-form.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { keepDataAfterFailedAction } from "~/lib/revalidation";
import { formatZonedDateTime, timeZoneChoices, utcToZonedInput } from "~/lib/zoned-time";
import { defaultSitePage } from "~/schemas/site-page-defaults";
import { sitePagePaths, sitePageTitles, type SitePageName } from "~/schemas/site-pages";
import { requireAdminUser } from "~/services/auth/guard.server";
import { recentImages } from "~/services/media/library.server";
import { getSitePage } from "~/services/pages/admin-pages.server";
import { listPageRevisions } from "~/services/pages/page-revisions.server";
import { requirePageEditor } from "~/services/pages/page-writer.server";

/** The legal pages' Markdown preview uses the blog's text styles. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminPageMeta(data ? `Edit page: ${data.title}` : "Edit page");

export const shouldRevalidate = keepDataAfterFailedAction;

/** The media library's newest images a photo field offers. */
const PHOTO_CHOICES = 100;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const name = screenPageName(request, params.name);
  const timeZone = adminTimeZone(request);
  return orWhileUnsaved(
    context,
    () => storedPage(request, context, name, timeZone),
    // The form that was not saved comes back as typed, without the stored page's history.
    () => ({
      name,
      title: sitePageTitles[name],
      publicPath: sitePagePaths[name],
      status: {
        status: "draft_changes" as const,
        publishedAt: null,
        publishedBy: null,
        publishAt: null,
      },
      savedAt: new Date(0).toISOString(),
      defaultValue: { content: defaultSitePage(name), version: 0, publishAt: "", timeZone },
      timeZones: timeZoneChoices(timeZone),
      photos: [],
      revisions: null,
    }),
  );
}

async function storedPage(
  request: Request,
  context: LoaderFunctionArgs["context"],
  name: SitePageName,
  timeZone: string,
) {
  const user = await requireAdminUser(request, context);
  requirePageEditor(user, name, false);
  const db = await context.db();
  const when = (moment: string | null) => (moment ? formatZonedDateTime(moment, timeZone) : null);
  const [page, revisions, images] = await Promise.all([
    getSitePage(db, name),
    listPageRevisions(db, name),
    hasPhotoField(pageFormLayouts[name]) ? recentImages(context.env.MEDIA, PHOTO_CHOICES) : [],
  ]);
  return {
    name,
    title: page.title,
    publicPath: sitePagePaths[name],
    status: {
      status: page.status,
      publishedAt: when(page.publishedAt),
      publishedBy: page.publishedBy,
      publishAt: when(page.publishAt),
    },
    savedAt: page.updatedAt,
    defaultValue: {
      content: page.draft,
      version: page.version,
      publishAt: page.publishAt ? utcToZonedInput(page.publishAt, timeZone) : "",
      timeZone,
    },
    timeZones: timeZoneChoices(timeZone),
    photos: images.map((item) => ({
      url: item.url,
      label: `${item.id} (${formatZonedDateTime(item.uploadedAt, timeZone)})`,
    })),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      when: formatZonedDateTime(revision.publishedAt, timeZone),
      publishedBy: revision.publishedBy,
    })),
  };
}

export function action(args: ActionFunctionArgs) {
  return handlePageEditorAction(args, screenPageName(args.request, args.params.name));
}

export default function EditSitePage() {
  const { name, title, publicPath, status, savedAt, defaultValue, timeZones, photos, revisions } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {/* A restored version or a save elsewhere gives the form new starting values: start it anew. */}
      <PageEditor
        key={`${name}-${defaultValue.version}-${defaultValue.timeZone}`}
        name={name}
        title={title}
        publicPath={publicPath}
        status={status}
        savedAt={savedAt}
        defaultValue={defaultValue}
        lastResult={actionData?.result}
        photos={photos}
        timeZones={timeZones}
      />
      {revisions ? <PageRevisions name={name} revisions={revisions} /> : null}
    </>
  );
}
