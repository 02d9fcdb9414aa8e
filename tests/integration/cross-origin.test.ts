/**
 * A form sent to one of our pages from another site is refused with 403 and the normal error
 * page saying why, and its action never runs (Remix alone answered an empty 500).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubmissions } from "~db/schema";
import { form, testIp } from "../support/admin";
import { request, withDb } from "../support/worker";

const REFUSED = "This form was sent from another website, so it was not accepted.";

function enquiry(email: string) {
  return form({
    firstName: "Eve",
    lastName: "Mallory",
    email,
    message: "A message long enough to pass every rule of the contact form.",
  });
}

describe("a form posted from another site", () => {
  it.each(["https://evil.example", "null"])(
    "is refused with 403 and the error page when its Origin is %s, and nothing is stored",
    async (origin) => {
      const email = `cross-origin-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await request("/contact", {
        method: "POST",
        headers: { Origin: origin, "CF-Connecting-IP": testIp() },
        body: enquiry(email),
        redirect: "manual",
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain(REFUSED);
      const stored = await withDb((db) =>
        db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email)),
      );
      expect(stored).toHaveLength(0);
    },
  );

  it("is refused on the sign-in screen too", async () => {
    const response = await request("/admin/login", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: form({ email: "admin@example.com", password: "whatever" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(REFUSED);
  });

  it("leaves the JSON API to its own checks", async () => {
    const response = await request("/api/v1/contact", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
  });
});
