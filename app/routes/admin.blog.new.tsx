import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { editorValues } from "~/components/admin/post-editor/editor-values";
import { PostEditor } from "~/components/admin/post-editor/post-editor";
import blogStyles from "~/components/blog/blog.css";
import { handlePostEditorAction } from "~/http/post-editor-action.server";
import { orWhileUnsaved } from "~/http/unsaved-form.server";
import { adminPageMeta } from "~/lib/admin-meta";
import { adminTimeZone } from "~/lib/admin-time-zone";
import { keepDataAfterFailedAction } from "~/lib/revalidation";
import { timeZoneChoices } from "~/lib/zoned-time";
import { requireAdminUser } from "~/services/auth/guard.server";
import { createBlogPost, listAdminCategories } from "~/services/blog/admin-posts.server";

/** The preview uses the public post page's styles, so it looks as it will on /blog. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export const meta: MetaFunction = () => adminPageMeta("New Post");

export const shouldRevalidate = keepDataAfterFailedAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const categories = await orWhileUnsaved(
    context,
    async () => {
      await requireAdminUser(request, context);
      return listAdminCategories(await context.db());
    },
    // The form that was not saved comes back as typed; only the category suggestions are missing.
    () => [],
  );
  const timeZone = adminTimeZone(request);
  return {
    categories,
    post: editorValues(timeZone),
    timeZones: timeZoneChoices(timeZone),
  };
}

export function action(args: ActionFunctionArgs) {
  return handlePostEditorAction(args, {
    save: createBlogPost,
    failedMessage: "Failed to create post",
    successTitle: (post) => (post.published ? "Post published" : "Draft saved"),
  });
}

export default function NewPost() {
  const { categories, post, timeZones } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <PostEditor
      key={post.timeZone}
      mode="create"
      postId={null}
      savedAt={null}
      defaultValue={post}
      categories={categories}
      timeZones={timeZones}
      lastResult={actionData?.result}
      serverPreview={actionData?.preview}
    />
  );
}
