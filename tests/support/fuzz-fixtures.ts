/**
 * The records and credentials the contract fuzzer works on: its own accounts, API key, post,
 * enquiry, image, invitation and users, made through the API (or the database) before it
 * starts, so that generated requests reach real records and never another test's.
 */
import { contactSubmissions } from "~db/schema";
import { apiHeaders, createAdmin, signInWithApi, testIp } from "./admin";
import { consentCookieFor } from "./analytics";
import { pngImage } from "./images";
import { postJson, request, withDb } from "./worker";

export type Headers = Record<string, string>;

async function created<T>(response: Promise<Response>, what: string): Promise<T> {
  const answer = await response;
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`fuzz fixture ${what}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

export async function createFuzzFixtures() {
  const superAdmin = await createAdmin({ role: "super_admin" });
  const admin = await createAdmin({ role: "admin" });
  const target = await createAdmin({ role: "admin" });
  const signInUser = await createAdmin({ role: "admin" });
  const superHeaders = await apiHeaders(superAdmin.email, superAdmin.password);
  const adminHeaders = await apiHeaders(admin.email, admin.password);
  // Sessions of their own for the operations that end one: sign-out and token refresh.
  const endedSession = await apiHeaders(admin.email, admin.password);
  const refreshed = await signInWithApi(admin.email, admin.password);

  const asSuper = { headers: { ...superHeaders.writeAuth, "CF-Connecting-IP": testIp() } };
  const key = await created<{ key: string }>(
    postJson(
      "/api/v1/admin/api-keys",
      { name: "Contract fuzzer", permissions: ["read", "write", "delete"] },
      asSuper,
    ),
    "API key",
  );
  const readKey = await created<{ key: string }>(
    postJson("/api/v1/admin/api-keys", { name: "Fuzzer reads", permissions: ["read"] }, asSuper),
    "read-only API key",
  );
  const revocable = await created<{ apiKey: { id: number } }>(
    postJson("/api/v1/admin/api-keys", { name: "Fuzzer revokes", permissions: ["read"] }, asSuper),
    "revocable API key",
  );
  const invitation = await created<{ invitation: { id: number } }>(
    postJson(
      "/api/v1/admin/users/invitations",
      { email: `fuzz-invitee-${crypto.randomUUID()}@example.com`, role: "admin" },
      asSuper,
    ),
    "invitation",
  );

  const slug = `fuzz-${crypto.randomUUID()}`;
  const post = await created<{ post: { id: number } }>(
    postJson(
      "/api/v1/admin/blog/posts",
      {
        slug,
        title: "Fuzz target",
        excerpt: "An excerpt that is long enough",
        content: "A paragraph of content that goes on for a while. ".repeat(4),
        category: "Fuzz",
      },
      asSuper,
    ),
    "post",
  );
  await postJson(
    `/api/v1/admin/blog/posts/${post.post.id}`,
    { title: "Fuzz target, renamed" },
    { ...asSuper, method: "PUT" },
  );
  const { revisions } = await created<{ revisions: { id: number }[] }>(
    request(`/api/v1/admin/blog/posts/${post.post.id}/revisions`, asSuper),
    "revisions",
  );

  const form = new FormData();
  form.append("file", new File([pngImage(3, 2)], "fuzz.png", { type: "image/png" }));
  const media = await created<{ id: string }>(
    request("/api/v1/admin/media", { method: "POST", body: form, ...asSuper }),
    "image",
  );

  const [submission] = await withDb((db) =>
    db
      .insert(contactSubmissions)
      .values({
        firstName: "Fuzz",
        lastName: "Target",
        email: "fuzz-target@example.com",
        message: "An enquiry for the lead endpoints to change.",
      })
      .returning({ id: contactSubmissions.id }),
  );

  // Analytics consent, so that accepted events are stored, not only answered.
  const consentCookie = await consentCookieFor("accept-all");

  return {
    superAdmin,
    consentCookie,
    signInUser,
    credentials: {
      none: {} as Headers,
      admin: adminHeaders.writeAuth as Headers,
      superAdmin: superHeaders.writeAuth as Headers,
      apiKey: { "X-API-Key": key.key } as Headers,
      readOnlyKey: { "X-API-Key": readKey.key } as Headers,
      endedSession: endedSession.writeAuth as Headers,
    },
    refreshToken: refreshed.tokens.refreshToken,
    ids: {
      post: String(post.post.id),
      slug,
      revisions: revisions.map((revision) => String(revision.id)),
      submission: String(submission!.id),
      media: media.id,
      invitation: String(invitation.invitation.id),
      apiKey: String(revocable.apiKey.id),
      target: target.id,
      self: superAdmin.id,
    },
  };
}

export type FuzzFixtures = Awaited<ReturnType<typeof createFuzzFixtures>>;
