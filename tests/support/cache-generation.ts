/**
 * A new edge cache generation, started inside the Worker as a publish starts one: nothing it
 * read before is served again, neither from the Cache API nor from its own memory (the site's
 * documents are kept there under the generation). A generation written from a test's own module
 * would reach the Worker only once its remembered one is due, five seconds later.
 */
import { expect } from "vitest";
import { apiHeaders, createAdmin } from "./admin";
import { createPosts, uniqueName } from "./blog-fixtures";
import { request } from "./worker";

let publisher: Promise<{ headers: Record<string, string>; postId: number }> | undefined;

async function newPublisher() {
  const admin = await createAdmin();
  const { writeAuth } = await apiHeaders(admin.email, admin.password);
  // Unpublished, and unpublished again after each pair of toggles: no list ever shows it.
  const [post] = await createPosts([
    { slug: uniqueName("generation"), category: uniqueName("Generation"), published: false },
  ]);
  return { headers: writeAuth, postId: post!.id };
}

export async function startNewCacheGeneration() {
  publisher ??= newPublisher();
  const { headers, postId } = await publisher;
  for (let toggle = 0; toggle < 2; toggle++) {
    const response = await request(`/api/v1/admin/blog/posts/${postId}/toggle-publish`, {
      method: "POST",
      headers,
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  }
}
