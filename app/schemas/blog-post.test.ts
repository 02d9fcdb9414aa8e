import { describe, expect, it } from "vitest";
import { adminPostsQueryFrom, createBlogPostSchema, updateBlogPostSchema } from "./blog-post";

const valid = {
  slug: "a-valid-slug-2",
  title: "A title",
  excerpt: "An excerpt of enough length",
  content: "x".repeat(100),
  category: "AI",
};

function messages(result: {
  success: boolean;
  error?: { flatten(): { fieldErrors: Record<string, string[] | undefined> } };
}) {
  return result.success ? {} : result.error!.flatten().fieldErrors;
}

describe("createBlogPostSchema", () => {
  it("accepts a minimal post and defaults to a draft", () => {
    const result = createBlogPostSchema.parse(valid);
    expect(result.published).toBe(false);
    expect(result.author).toBeUndefined();
  });

  it("says what is wrong with each invalid field, in the words admins see", () => {
    const errors = messages(
      createBlogPostSchema.safeParse({
        slug: "Not A Slug",
        title: "",
        excerpt: "short",
        content: "too short",
        category: "",
      }),
    );
    expect(errors).toEqual({
      slug: ["Slug must be lowercase with hyphens"],
      title: ["Title is required"],
      excerpt: ["Excerpt must be at least 10 characters"],
      content: ["Content must be at least 100 characters"],
      category: ["Category is required"],
    });
  });

  it("says the same of missing fields", () => {
    const errors = messages(createBlogPostSchema.safeParse({}));
    expect(errors.slug).toEqual(["Slug must be lowercase with hyphens"]);
    expect(errors.title).toEqual(["Title is required"]);
    expect(errors.category).toEqual(["Category is required"]);
  });

  it("rejects double and edge hyphens in slugs", () => {
    for (const slug of ["a--b", "-a", "a-", "a_b", "ä"]) {
      expect(createBlogPostSchema.safeParse({ ...valid, slug }).success).toBe(false);
    }
  });

  it("takes tags as a list or as comma-separated text, without blanks or repeats", () => {
    expect(createBlogPostSchema.parse({ ...valid, tags: " llm, rag ,,llm" }).tags).toEqual([
      "llm",
      "rag",
    ]);
    expect(createBlogPostSchema.parse({ ...valid, tags: ["a", "b"] }).tags).toEqual(["a", "b"]);
  });

  it("clears optional text given as empty, and checks image addresses", () => {
    expect(createBlogPostSchema.parse({ ...valid, author: "  " }).author).toBeNull();
    expect(
      createBlogPostSchema.safeParse({ ...valid, imageUrl: "javascript:alert(1)" }).success,
    ).toBe(false);
    expect(
      createBlogPostSchema.safeParse({ ...valid, imageUrl: "//evil.example/x.png" }).success,
    ).toBe(false);
    expect(createBlogPostSchema.parse({ ...valid, imageUrl: "/images/a.png" }).imageUrl).toBe(
      "/images/a.png",
    );
    expect(
      createBlogPostSchema.parse({ ...valid, imageUrl: "https://cdn.example/a.png" }).imageUrl,
    ).toBe("https://cdn.example/a.png");
  });
});

describe("updateBlogPostSchema", () => {
  it("makes every field optional and leaves absent ones out", () => {
    expect(updateBlogPostSchema.parse({})).toEqual({});
    expect(updateBlogPostSchema.parse({ title: "New" })).toEqual({ title: "New" });
  });

  it("still checks the fields that are given", () => {
    expect(messages(updateBlogPostSchema.safeParse({ excerpt: "short" }))).toEqual({
      excerpt: ["Excerpt must be at least 10 characters"],
    });
  });
});

describe("adminPostsQueryFrom", () => {
  it("defaults to the first page of 10, all statuses", () => {
    const result = adminPostsQueryFrom(new URLSearchParams(""));
    expect(result.success && result.data).toEqual({
      page: 1,
      limit: 10,
      status: undefined,
      search: undefined,
    });
  });

  it("caps the limit at 100 and treats status=all as no filter", () => {
    const result = adminPostsQueryFrom(
      new URLSearchParams("limit=1000&status=all&search=%20rag%20&page=3"),
    );
    expect(result.success && result.data).toEqual({
      page: 3,
      limit: 100,
      status: undefined,
      search: "rag",
    });
  });

  it("rejects nonsense", () => {
    expect(adminPostsQueryFrom(new URLSearchParams("status=archived")).success).toBe(false);
    expect(adminPostsQueryFrom(new URLSearchParams("page=0")).success).toBe(false);
    expect(adminPostsQueryFrom(new URLSearchParams("limit=abc")).success).toBe(false);
  });
});
