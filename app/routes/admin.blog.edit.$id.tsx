import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorValues } from "~/components/admin/post-editor/editor-values";
import { PostEditor } from "~/components/admin/post-editor/post-editor";
import { PostRevisions, type RevisionView } from "~/components/admin/post-revisions";
import { RecordNotFoundBoundary } from "~/components/admin/record-not-found";
import blogStyles from "~/components/blog/blog.css";
import { asFullUpdate, handlePostEditorAction } from "~/http/post-editor-action.server";
import { orWhileUnsaved } from "~/http/unsaved-form.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { recordIdOrNull } from "~/lib/record-id";
import { keepDataAfterFailedAction } from "~/lib/revalidation";
import { formatZonedDateTime, timeZoneChoices } from "~/lib/zoned-time";
import { requireAdminUser } from "~/services/auth/guard.server";
import {
  getAdminPost,
  listAdminCategories,
  updateBlogPost,
} from "~/services/blog/admin-posts.server";
import { listRevisions } from "~/services/blog/revision-history.server";

/** The preview uses the public post page's styles, so it looks as it will on /blog. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () => adminPageMeta("Edit Post");

function postId(param: string | undefined) {
  const id = recordIdOrNull(param);
  if (id === null) throw data({ message: "Post not found" }, { status: 404 });
  return id;
}

export const shouldRevalidate = keepDataAfterFailedAction;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = postId(params.id);
  const timeZone = adminTimeZone(request);
  return orWhileUnsaved(
    context,
    () => storedPost(request, context, id, timeZone),
    // The form that was not saved comes back as typed, without the stored post's history.
    () => ({
      post: editorValues(timeZone),
      timeZones: timeZoneChoices(timeZone),
      version: "unsaved",
      categories: [],
      id,
      revisions: null,
      pendingRestore: null,
    }),
  );
}

async function storedPost(
  request: Request,
  context: LoaderFunctionArgs["context"],
  id: number,
  timeZone: string,
) {
  await requireAdminUser(request, context);
  const db = await context.db();
  const [post, categories, history] = await Promise.all([
    getAdminPost(db, id),
    listAdminCategories(db),
    listRevisions(db, id),
  ]);
  if (!post) throw data({ message: "Post not found" }, { status: 404 });
  const revisions: RevisionView[] = history.map((revision) => ({
    id: revision.id,
    title: revision.title,
    when: formatZonedDateTime(revision.createdAt, timeZone),
    userEmail: revision.userEmail,
    changed: revision.changed,
  }));
  const restoreId = recordIdOrNull(new URL(request.url).searchParams.get("restore"));
  return {
    post: editorValues(timeZone, post),
    timeZones: timeZoneChoices(timeZone),
    version: post.updatedAt.toISOString(),
    categories,
    id,
    revisions,
    pendingRestore: revisions.find((revision) => revision.id === restoreId) ?? null,
  };
}

export function action(args: ActionFunctionArgs) {
  const id = postId(args.params.id);
  return handlePostEditorAction(args, {
    save: (writer, value) => updateBlogPost(writer, id, asFullUpdate(value)),
    failedMessage: "Failed to update post",
    successTitle: () => "Post updated",
  });
}

export default function EditPost() {
  const { post, version, categories, timeZones, id, revisions, pendingRestore } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      {/* A restored version or another zone gives the form new starting values: start it anew. */}
      <PostEditor
        key={`${id}-${version}-${post.timeZone}`}
        mode="edit"
        postId={id}
        savedAt={version}
        defaultValue={post}
        categories={categories}
        timeZones={timeZones}
        lastResult={actionData?.result}
        serverPreview={actionData?.preview}
      />
      {revisions ? (
        <PostRevisions postId={id} revisions={revisions} pendingRestore={pendingRestore} />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RecordNotFoundBoundary title="Post not found" backTo="/admin/blog" backLabel="Back to posts" />
  );
}
