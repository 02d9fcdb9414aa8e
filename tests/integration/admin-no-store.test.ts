/**
 * No admin answer stays in a browser's or a proxy's cache: every admin screen (and its
 * single-fetch `.data` request), download, redirect and error page says `Cache-Control:
 * no-store`, as does the admin API. The screens are read from the route files, so a new one is
 * checked without being listed here.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions } from "~db/schema";
import { createAdmin, signInWithApi, signInWithForm } from "../support/admin";
import { request, withDb } from "../support/worker";

/** The route modules of the admin area, by file name (not loaded). */
const ADMIN_ROUTE_FILES = Object.keys(import.meta.glob("../../app/routes/admin*.{ts,tsx}"))
  .map((file) => file.slice(file.lastIndexOf("/") + 1))
  .sort();

let cookie = "";
let api: Record<string, string> = {};
let enquiryId = 0;

/** A URL of a route file: `admin.submissions.$id.tsx` → `/admin/submissions/<an enquiry>`. */
function pathOf(file: string) {
  const name = file.replace(/\.tsx?$/, "");
  const segments = name.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  const parts = segments
    .map((segment) => segment.replace(/_$/, "").replace(/\[(.*?)\]/g, "$1"))
    .filter((segment) => segment !== "_index")
    .map((segment) =>
      segment === "$"
        ? "no-such-screen"
        : segment === "$token"
          ? "no-such-invitation"
          : segment.startsWith("$")
            ? String(enquiryId)
            : segment,
    );
  return `/${parts.join("/")}`;
}

beforeAll(async () => {
  const [enquiry] = await withDb((db) =>
    db
      .insert(contactSubmissions)
      .values({
        firstName: "Private",
        lastName: "Person",
        email: `private-${crypto.randomUUID().slice(0, 8)}@example.com`,
        message: "Please keep this out of every cache.",
      })
      .returning({ id: contactSubmissions.id }),
  );
  enquiryId = enquiry!.id;
  const admin = await createAdmin({ role: "super_admin" });
  cookie = await signInWithForm(admin.email, admin.password);
  const { tokens } = await signInWithApi(admin.email, admin.password);
  api = { Authorization: `Bearer ${tokens.accessToken}` };
});

afterAll(() =>
  withDb((db) => db.delete(contactSubmissions).where(eq(contactSubmissions.id, enquiryId))),
);

async function expectNoStore(path: string, headers: Record<string, string>) {
  const response = await request(path, { headers, redirect: "manual" });
  expect(response.status, path).toBeLessThan(500);
  expect(response.headers.get("cache-control"), `${path} (${response.status})`).toBe("no-store");
  await response.body?.cancel();
  return response;
}

describe("admin answers", () => {
  it("are read from every admin route file", () => {
    expect(ADMIN_ROUTE_FILES).toContain("admin.team.tsx");
    expect(ADMIN_ROUTE_FILES).toContain("admin.submissions.$id.tsx");
    expect(ADMIN_ROUTE_FILES.length).toBeGreaterThan(20);
  });

  it("are never kept, for every screen, its data and every download", async () => {
    const paths = ADMIN_ROUTE_FILES.flatMap((file) => {
      const path = pathOf(file);
      // A screen (.tsx) is also loaded by single fetch; a download or endpoint (.ts) is not.
      return file.endsWith(".tsx") ? [path, `${path}.data`] : [path];
    });
    const shown = await expectNoStore(`/admin/submissions/${enquiryId}`, { Cookie: cookie });
    expect(shown.status).toBe(200);
    for (const path of [
      ...new Set(paths),
      "/admin/privacy-requests?email=private@example.com",
      "/admin/privacy-requests.json?email=private@example.com",
      "/admin/submissions.csv",
      "/admin/analytics.csv?table=daily",
      "/admin/audit.csv",
    ])
      await expectNoStore(path, { Cookie: cookie });
  });

  it("are never kept when signed out either: the redirects and the sign-in page", async () => {
    for (const path of [
      "/admin/team",
      "/admin/team.data",
      "/admin/login",
      "/admin/submissions.csv",
    ])
      await expectNoStore(path, {});
  });

  it("are never kept from the admin API, refusals included", async () => {
    for (const path of ["/api/v1/admin/users", "/api/v1/admin/contact-submissions"]) {
      await expectNoStore(path, api);
      await expectNoStore(path, {});
    }
  });
});
