import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useBlocker, useNavigation } from "@remix-run/react";
import { ArrowLeft, Eye, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { readTimeFor, slugify } from "~/lib/slug";
import { utcToZonedInput } from "~/lib/zoned-time";
import { postEditorSchema } from "~/schemas/blog-post";
import type { AdminBlogPost } from "~/schemas/blog-post";
import { IMAGE_FILE_FIELD } from "~/schemas/media";
import { CsrfInput } from "./csrf-input";
import { ImageUpload } from "./image-upload";
import { MarkdownPreview } from "./markdown-preview";

export interface PostEditorValues {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  imageUrl: string;
  readTime: string;
  tags: string;
  published: boolean;
  /** A wall time in `timeZone`, as a datetime-local input shows it; empty: publish when saved. */
  publishAt: string;
  timeZone: string;
  metaDescription: string;
  metaKeywords: string;
}

/** The editor's fields for a stored post, or empty ones for a new post, times in `timeZone`. */
export function editorValues(timeZone: string, post?: AdminBlogPost | null): PostEditorValues {
  return {
    slug: post?.slug ?? "",
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    category: post?.category ?? "",
    author: post?.author ?? "",
    imageUrl: post?.imageUrl ?? "",
    readTime: post?.readTime ?? "",
    tags: post?.tags?.join(", ") ?? "",
    published: post?.published ?? false,
    publishAt: post?.publishAt ? utcToZonedInput(post.publishAt, timeZone) : "",
    timeZone,
    metaDescription: post?.metaDescription ?? "",
    metaKeywords: post?.metaKeywords ?? "",
  };
}

export const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-500";

/** Asks before a navigation or a tab close would throw edits away (JavaScript only). */
function useUnsavedChangesWarning(dirty: boolean, saving: React.MutableRefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (saving.current) return;
      event.preventDefault();
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, saving]);
}

export function PostEditor({
  mode,
  defaultValue,
  categories,
  timeZones,
  lastResult,
  serverPreview,
}: {
  mode: "create" | "edit";
  defaultValue: PostEditorValues;
  categories: string[];
  /** The zones "Publish at" may be read in (`timeZoneChoices`). */
  timeZones: string[];
  lastResult?: SubmissionResult<string[]> | null;
  /** Sanitised HTML from the Preview button (JavaScript off). */
  serverPreview?: string | null;
}) {
  const navigation = useNavigation();
  const saving = useRef(false);
  const [slugEdited, setSlugEdited] = useState(mode === "edit" || Boolean(defaultValue.slug));

  const [form, fields] = useForm({
    id: "post-editor",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(postEditorSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postEditorSchema }),
    onSubmit: () => {
      saving.current = true;
    },
  });

  useEffect(() => {
    if (navigation.state === "idle") saving.current = false;
  }, [navigation.state]);

  useUnsavedChangesWarning(form.dirty, saving);

  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const content = fields.content.value ?? "";
  const describedBy = (id: string, hint = false) =>
    [hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" ");

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <CsrfInput />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link
            to="/admin/blog"
            className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" /> Back to posts
          </Link>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">
            {mode === "create" ? "New Post" : "Edit Post"}
          </h1>
        </div>
        <div className="flex gap-2">
          <Link
            to="/admin/blog"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Cancel
          </Link>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={submitting}
            className={buttonClasses({ size: "sm" })}
          >
            {submitting ? <LoaderCircle aria-hidden className="h-4 w-4 animate-spin" /> : null}
            {mode === "create"
              ? submitting
                ? "Creating..."
                : "Create Post"
              : submitting
                ? "Saving..."
                : "Save Changes"}
          </button>
        </div>
      </div>

      {form.errors?.length ? (
        <div
          id={form.errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {form.errors[0]}
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <Field label="Title" id={fields.title.id} errors={fields.title.errors}>
            <input
              {...getInputProps(fields.title, { type: "text" })}
              key={fields.title.key}
              className={inputClass}
              aria-describedby={describedBy(fields.title.id)}
              onChange={(event) => {
                if (!slugEdited)
                  form.update({
                    name: fields.slug.name,
                    value: slugify(event.currentTarget.value),
                  });
              }}
            />
          </Field>
          <Field
            label="Slug"
            id={fields.slug.id}
            errors={fields.slug.errors}
            hint="Lowercase letters, digits and single hyphens; the post's address is /blog/{slug}. Left empty, it is made from the title."
          >
            <input
              {...getInputProps(fields.slug, { type: "text" })}
              key={fields.slug.key}
              required={false}
              className={inputClass}
              aria-describedby={describedBy(fields.slug.id, true)}
              onChange={() => setSlugEdited(true)}
            />
          </Field>
          <Field label="Excerpt" id={fields.excerpt.id} errors={fields.excerpt.errors}>
            <textarea
              {...getTextareaProps(fields.excerpt)}
              key={fields.excerpt.key}
              rows={3}
              className={inputClass}
              aria-describedby={describedBy(fields.excerpt.id)}
            />
          </Field>
          <Field label="Content (Markdown)" id={fields.content.id} errors={fields.content.errors}>
            <textarea
              {...getTextareaProps(fields.content)}
              key={fields.content.key}
              rows={18}
              className={`${inputClass} font-mono`}
              aria-describedby={describedBy(fields.content.id)}
            />
          </Field>
          <section
            aria-labelledby="preview-heading"
            className="rounded-lg border border-dashed border-slate-300 p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <h2
                id="preview-heading"
                className="text-sm font-semibold uppercase tracking-wide text-slate-600"
              >
                Preview
              </h2>
              <noscript>
                <button
                  type="submit"
                  name="intent"
                  value="preview"
                  formNoValidate
                  className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700"
                >
                  <Eye aria-hidden className="h-4 w-4" /> Preview
                </button>
              </noscript>
            </div>
            <div className="mt-3">
              {serverPreview != null && serverPreview !== "" ? (
                <div
                  className="blog-content"
                  data-testid="server-preview"
                  dangerouslySetInnerHTML={{ __html: serverPreview }}
                />
              ) : (
                <ClientPreview markdown={content} />
              )}
            </div>
          </section>
        </div>

        <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-start gap-3">
            <input
              {...getInputProps(fields.published, { type: "checkbox" })}
              key={fields.published.key}
              className="mt-1 h-4 w-4 rounded border-slate-300"
            />
            <label htmlFor={fields.published.id} className="text-sm">
              <span className="font-medium text-slate-800">Published</span>
              <span className="block text-slate-500">
                Visible on the public blog once saved, or from the time below.
              </span>
            </label>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Publish at"
              id={fields.publishAt.id}
              errors={fields.publishAt.errors}
              hint="Optional. A published post with a later time stays hidden until then; empty publishes it when saved."
            >
              <input
                {...getInputProps(fields.publishAt, { type: "datetime-local" })}
                key={fields.publishAt.key}
                className={inputClass}
                aria-describedby={describedBy(fields.publishAt.id, true)}
              />
            </Field>
            <Field
              label="Time zone"
              id={fields.timeZone.id}
              errors={fields.timeZone.errors}
              hint={`The zone Publish at is read in. Yours: ${defaultValue.timeZone}.`}
            >
              <select
                {...getSelectProps(fields.timeZone)}
                key={fields.timeZone.key}
                className={inputClass}
                aria-describedby={describedBy(fields.timeZone.id, true)}
              >
                {timeZones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll("_", " ")}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field
            label="Category"
            id={fields.category.id}
            errors={fields.category.errors}
            hint="Pick an existing category or type a new one."
          >
            <input
              {...getInputProps(fields.category, { type: "text" })}
              key={fields.category.key}
              list="post-categories"
              autoComplete="off"
              className={inputClass}
              aria-describedby={describedBy(fields.category.id, true)}
            />
            <datalist id="post-categories">
              {categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </Field>
          <Field label="Author" id={fields.author.id} errors={fields.author.errors}>
            <input
              {...getInputProps(fields.author, { type: "text" })}
              key={fields.author.key}
              className={inputClass}
              aria-describedby={describedBy(fields.author.id)}
            />
          </Field>
          <Field
            label="Read time"
            id={fields.readTime.id}
            errors={fields.readTime.errors}
            hint={`Left empty, it is worked out from the content (now ${readTimeFor(content)}).`}
          >
            <input
              {...getInputProps(fields.readTime, { type: "text" })}
              key={fields.readTime.key}
              placeholder={readTimeFor(content)}
              className={inputClass}
              aria-describedby={describedBy(fields.readTime.id, true)}
            />
          </Field>
          <Field
            label="Tags"
            id={fields.tags.id}
            errors={fields.tags.errors}
            hint="Separated by commas."
          >
            <input
              {...getInputProps(fields.tags, { type: "text" })}
              key={fields.tags.key}
              className={inputClass}
              aria-describedby={describedBy(fields.tags.id, true)}
            />
          </Field>
          <Field label="Image URL" id={fields.imageUrl.id} errors={fields.imageUrl.errors}>
            <input
              {...getInputProps(fields.imageUrl, { type: "text" })}
              key={fields.imageUrl.key}
              inputMode="url"
              className={inputClass}
              aria-describedby={describedBy(fields.imageUrl.id)}
            />
          </Field>
          <ImageUpload
            id={`${form.id}-image-file`}
            name={IMAGE_FILE_FIELD}
            onUploaded={(url) => form.update({ name: fields.imageUrl.name, value: url })}
          />
          <Field
            label="Meta description"
            id={fields.metaDescription.id}
            errors={fields.metaDescription.errors}
          >
            <textarea
              {...getTextareaProps(fields.metaDescription)}
              key={fields.metaDescription.key}
              rows={3}
              className={inputClass}
              aria-describedby={describedBy(fields.metaDescription.id)}
            />
          </Field>
          <Field
            label="Meta keywords"
            id={fields.metaKeywords.id}
            errors={fields.metaKeywords.errors}
          >
            <input
              {...getInputProps(fields.metaKeywords, { type: "text" })}
              key={fields.metaKeywords.key}
              className={inputClass}
              aria-describedby={describedBy(fields.metaKeywords.id)}
            />
          </Field>
        </div>
      </div>
    </Form>
  );
}

/** Renders only after hydration: without JavaScript the Preview button is the way. */
function ClientPreview({ markdown }: { markdown: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated)
    return <p className="text-sm text-slate-500">Press Preview to see the rendered post.</p>;
  return <MarkdownPreview markdown={markdown} />;
}
