/**
 * Cookies a client makes up: the site's own cookie names with values that are not ours (not
 * signed, not base64, huge, NUL-escaped) must read as "no cookie", never as a 5xx.
 */
import { describe, expect, it } from "vitest";
import { request } from "../support/worker";

const NAMES = ["en_toast", "admin_session", "cookie_consent", "admin_time_zone"];
const VALUES = [
  "x",
  "a.b",
  "%00",
  "!!!",
  "e30.",
  "=".repeat(50),
  "x".repeat(4000),
  "eyJ9.%E0%A4%A",
];

describe("hostile cookies", () => {
  it.each(["/", "/blog", "/team", "/admin/login", "/admin/dashboard", "/api/v1/consent"])(
    "GET %s answers without a server error whatever the site's cookies hold",
    async (path) => {
      for (const name of NAMES)
        for (const value of VALUES) {
          const response = await request(path, {
            headers: { Cookie: `${name}=${value}` },
            redirect: "manual",
          });
          await response.body?.cancel();
          expect(response.status, `${name}=${value.slice(0, 20)}`).toBeLessThan(500);
        }
    },
  );
});
