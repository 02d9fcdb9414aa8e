import { describe, expect, it } from "vitest";
import { isAdminPath } from "./admin-path";

describe("isAdminPath", () => {
  it.each(["/admin", "/admin/", "/admin/dashboard", "/admin/blog/edit/3"])("%s is admin", (path) =>
    expect(isAdminPath(path)).toBe(true),
  );
  it.each(["/", "/administrator", "/admins", "/blog/admin", "/Admin-tips"])(
    "%s is not admin",
    (path) => expect(isAdminPath(path)).toBe(false),
  );
});
