import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorValues, PostEditor } from "~/components/admin/post-editor";
import { RecordNotFoundBoundary } from "~/components/admin/record-not-found";
import blogStyles from "~/components/blog/blog.css";
import { site } from "~/content/site";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { asFullUpdate, handlePostEditorAction } from "~/lib/post-editor-action.server";
import { recordIdOrNull } from "~/lib/record-id";
import { requireAdminUser } from "~/services/auth/guard.server";
import { getAdminPost, listAdminCategories, updateBlogPost } from "~/services/blog-admin.server";

/** The preview uses the public post page's styles, so it looks as it will on /blog. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () => [
  { title: `Edit Post | ${site.name} Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

function postId(param: string | undefined) {
  const id = recordIdOrNull(param);
  if (id === null) throw data({ message: "Post not found" }, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdminUser(request, context);
  const id = postId(params.id);
  const db = await context.db();
  const [post, categories] = await Promise.all([getAdminPost(db, id), listAdminCategories(db)]);
  if (!post) throw data({ message: "Post not found" }, { status: 404 });
  return { post: editorValues(adminTimeZone(request), post), categories, id };
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
  const { post, categories, id } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <PostEditor
      key={`${id}-${post.timeZone}`}
      mode="edit"
      defaultValue={post}
      categories={categories}
      lastResult={actionData?.result}
      serverPreview={actionData?.preview}
    />
  );
}

export function ErrorBoundary() {
  return (
    <RecordNotFoundBoundary title="Post not found" backTo="/admin/blog" backLabel="Back to posts" />
  );
}
