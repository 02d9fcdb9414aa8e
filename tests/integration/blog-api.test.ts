import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPosts, deletePosts, uniqueName } from "../support/blog-fixtures";
import { request } from "../support/worker";

interface ApiPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string | null;
  imageUrl: string | null;
  tags: string[] | null;
  published: boolean;
  viewCount: number;
  createdAt: string;
}
interface PostList {
  posts: ApiPost[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const category = uniqueName("Fixture Category");
const draftOnlyCategory = uniqueName("Draft Only");
const word = uniqueName("zebrafish").replace(/-/g, "");
const slugs = {
  oldest: uniqueName("fixture-oldest"),
  middle: uniqueName("fixture-middle"),
  newest: uniqueName("fixture-newest"),
  draft: uniqueName("fixture-draft"),
  draftElsewhere: uniqueName("fixture-draft-elsewhere"),
};

async function getJson<T>(path: string) {
  const response = await request(path);
  return { response, body: (await response.json()) as T };
}

const listPath = (params: Record<string, string>) =>
  `/api/v1/blog/posts?${new URLSearchParams(params)}`;

beforeAll(async () => {
  await createPosts([
    // The search word is in the content only: ranks below a title match.
    {
      slug: slugs.oldest,
      category,
      content: `A long text that mentions ${word} once, among many other words about models and data.`,
    },
    { slug: slugs.middle, category, title: `Why ${word} matter`, tags: ["fish", "science"] },
    {
      slug: slugs.newest,
      category,
      excerpt: `An excerpt about ${word} and more.`,
      author: "Test Author",
    },
    { slug: slugs.draft, category, published: false, title: `Draft about ${word}` },
    { slug: slugs.draftElsewhere, category: draftOnlyCategory, published: false },
  ]);
});

afterAll(() => deletePosts(Object.values(slugs)));

describe("GET /api/v1/blog/posts", () => {
  it("answers the first page of 20 published posts with pagination and the posts cache time", async () => {
    const { response, body } = await getJson<PostList>("/api/v1/blog/posts");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body.pagination.page).toBe(1);
    expect(body.pagination.limit).toBe(20);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 20));
    expect(body.posts.length).toBe(Math.min(20, body.pagination.total));
    for (const post of body.posts) {
      expect(post.published).toBe(true);
      expect(Object.keys(post)).toEqual(
        expect.arrayContaining([
          "id",
          "slug",
          "title",
          "excerpt",
          "content",
          "category",
          "author",
          "imageUrl",
          "tags",
          "published",
          "viewCount",
          "createdAt",
        ]),
      );
    }
  });

  it("filters by category, newest first, and never lists drafts", async () => {
    const { body } = await getJson<PostList>(listPath({ category }));
    expect(body.posts.map((post) => post.slug)).toEqual([slugs.newest, slugs.middle, slugs.oldest]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
  });

  it("pages through the results with page and limit", async () => {
    const first = await getJson<PostList>(listPath({ category, limit: "2" }));
    expect(first.body.posts.map((post) => post.slug)).toEqual([slugs.newest, slugs.middle]);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = await getJson<PostList>(listPath({ category, limit: "2", page: "2" }));
    expect(second.body.posts.map((post) => post.slug)).toEqual([slugs.oldest]);
    const beyond = await getJson<PostList>(listPath({ category, limit: "2", page: "3" }));
    expect(beyond.response.status).toBe(200);
    expect(beyond.body.posts).toEqual([]);
    expect(beyond.body.pagination.total).toBe(3);
  });

  it("ranks search results: a title match before an excerpt match before a content match", async () => {
    const { body } = await getJson<PostList>(listPath({ search: word }));
    expect(body.posts.map((post) => post.slug)).toEqual([slugs.middle, slugs.newest, slugs.oldest]);
    expect(body.pagination.total).toBe(3);
  });

  it("searches across stemmed words and combines search with a category", async () => {
    const plural = await getJson<PostList>(listPath({ search: "Fixture posts", category }));
    expect(plural.body.pagination.total).toBe(3);
    const none = await getJson<PostList>(listPath({ search: word, category: draftOnlyCategory }));
    expect(none.body.posts).toEqual([]);
  });

  it("answers lists asked at the same time each by its own filters and page", async () => {
    const asked: { params: Record<string, string>; slugs: string[] }[] = [
      { params: { category }, slugs: [slugs.newest, slugs.middle, slugs.oldest] },
      { params: { category: draftOnlyCategory }, slugs: [] },
      { params: { category, limit: "1", page: "2" }, slugs: [slugs.middle] },
      { params: { category, limit: "2", page: "2" }, slugs: [slugs.oldest] },
      { params: { search: word }, slugs: [slugs.middle, slugs.newest, slugs.oldest] },
      { params: { search: `${word} -matter` }, slugs: [slugs.newest, slugs.oldest] },
      { params: { search: word, category, limit: "1" }, slugs: [slugs.middle] },
    ];
    const answers = await Promise.all(
      [...asked, ...asked].map(({ params }) => getJson<PostList>(listPath(params))),
    );
    answers.forEach(({ body }, index) => {
      expect(body.posts.map((post) => post.slug)).toEqual(asked[index % asked.length]!.slugs);
    });
  });

  it.each([
    '"unclosed quote',
    "a & b | !c",
    "(:*)",
    "or or -",
    "<script>",
    "' OR 1=1 --",
    "%",
    "ü ö 日本語",
  ])("accepts any search text such as %j without an error", async (search) => {
    const { response, body } = await getJson<PostList>(listPath({ search }));
    expect(response.status).toBe(200);
    expect(Array.isArray(body.posts)).toBe(true);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["limit=0", "limit"],
    ["limit=1000", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["limit=-5", "limit"],
  ])("answers %s with 400 and a clear message, never a 500", async (query, field) => {
    const response = await request(`/api/v1/blog/posts?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("Invalid query parameters");
    expect(body.errors[field]?.[0]).toMatch(new RegExp(field));
  });

  it("treats blank parameters as absent", async () => {
    const { response, body } = await getJson<PostList>(
      listPath({ page: "", limit: "", category, search: " " }),
    );
    expect(response.status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
  });

  it("allows up to 100 posts a page", async () => {
    const { response, body } = await getJson<PostList>(listPath({ limit: "100" }));
    expect(response.status).toBe(200);
    expect(body.pagination.limit).toBe(100);
  });

  it("is reachable without the version in the path", async () => {
    const { response, body } = await getJson<PostList>(
      `/api/blog/posts?${new URLSearchParams({ category })}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-api-version")).toBe("v1");
    expect(body.pagination.total).toBe(3);
  });
});

function byCodePoints(a: string, b: string) {
  const [x, y] = [Array.from(a), Array.from(b)];
  for (let index = 0; index < Math.min(x.length, y.length); index++) {
    const difference = x[index]!.codePointAt(0)! - y[index]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return x.length - y.length;
}

describe("GET /api/v1/blog/categories", () => {
  it("lists the categories of published posts only, with the categories cache time", async () => {
    const { response, body } = await getJson<string[]>("/api/v1/blog/categories");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(body).toContain(category);
    expect(body).not.toContain(draftOnlyCategory);
    // In the order of their characters' code points, as Postgres sorts text byte by byte (a
    // JavaScript sort compares UTF-16 units, which puts characters past U+FFFF too early).
    expect(body).toEqual([...body].sort(byCodePoints));
    expect(new Set(body).size).toBe(body.length);
  });
});

describe("GET /api/v1/blog/posts/{slug}", () => {
  it("answers a published post with its public fields", async () => {
    const { response, body } = await getJson<ApiPost>(`/api/v1/blog/posts/${slugs.newest}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(body).toMatchObject({
      slug: slugs.newest,
      category,
      author: "Test Author",
      published: true,
      viewCount: 0,
    });
    expect(typeof body.id).toBe("number");
    expect(new Date(body.createdAt).getTime()).not.toBeNaN();
  });

  it.each([
    ["a draft", slugs.draft],
    ["an unknown slug", "no-such-post-anywhere"],
    ["a malformed slug", "Not%20A%20Slug"],
  ])("answers %s with 404 Blog post not found", async (_, slug) => {
    const response = await request(`/api/v1/blog/posts/${slug}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Blog post not found" });
  });
});

describe("GET /api/v1/ssr/*", () => {
  it("gives the blog list's metadata with the first page and the categories", async () => {
    const { response, body } = await getJson<{
      meta: { title: string; description: string; keywords?: string };
      initialData: PostList & { categories: string[] };
    }>("/api/v1/ssr/blog");
    expect(response.status).toBe(200);
    expect(body.meta.title).toContain("Blog");
    expect(body.meta.description).toBe(
      "Stay updated with the latest in AI development, best practices, and industry insights from our expert team.",
    );
    expect(body.initialData.pagination.page).toBe(1);
    expect(body.initialData.posts.every((post) => post.published)).toBe(true);
    expect(body.initialData.categories).toContain(category);
  });

  it("gives a post's metadata from its meta fields", async () => {
    const [post] = await createPosts([
      {
        slug: uniqueName("fixture-meta"),
        category,
        metaDescription: "Meta description here",
        metaKeywords: "alpha, beta",
        imageUrl: "/images/x.png",
      },
    ]);
    try {
      const { response, body } = await getJson<{
        meta: Record<string, string>;
        initialData: { post: ApiPost };
      }>(`/api/v1/ssr/blog/${post!.slug}`);
      expect(response.status).toBe(200);
      expect(body.meta.title).toContain(post!.title);
      expect(body.meta.description).toBe("Meta description here");
      expect(body.meta.keywords).toBe("alpha, beta");
      expect(body.meta.ogImage).toBe("http://localhost/images/x.png");
      expect(body.initialData.post.slug).toBe(post!.slug);
    } finally {
      await deletePosts([post!.slug]);
    }
  });

  it("falls back to the excerpt and tags when a post has no meta fields", async () => {
    const { body } = await getJson<{ meta: Record<string, string> }>(
      `/api/v1/ssr/blog/${slugs.middle}`,
    );
    expect(body.meta.description).toBe("A fixture post created by an integration test.");
    expect(body.meta.keywords).toBe("fish, science");
  });

  it("answers 404 for a draft or unknown post", async () => {
    for (const slug of [slugs.draft, "no-such-post-anywhere"]) {
      const response = await request(`/api/v1/ssr/blog/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Blog post not found" });
    }
  });

  it.each(["home", "blog", "team", "privacy", "terms", "cookies", "resources", "contact"])(
    "gives the metadata of the %s page",
    async (name) => {
      const { response, body } = await getJson<{ meta: { title: string; description: string } }>(
        `/api/v1/ssr/page/${name}`,
      );
      expect(response.status).toBe(200);
      expect(body.meta.title).toContain("Kaleon AI");
      expect(body.meta.description.length).toBeGreaterThan(20);
    },
  );

  it("answers 404 for an unknown page name", async () => {
    for (const name of ["nope", "constructor", "__proto__"]) {
      const response = await request(`/api/v1/ssr/page/${name}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Page not found" });
    }
  });
});
