import { describe, expect, it } from "vitest";
import { isApiPath, versionedApiPath } from "./api-path";

describe("versionedApiPath", () => {
  it("maps unversioned API paths to v1", () => {
    expect(versionedApiPath("/api/blog/posts")).toBe("/api/v1/blog/posts");
    expect(versionedApiPath("/api/contact")).toBe("/api/v1/contact");
  });

  it("leaves versioned and non-API paths alone", () => {
    expect(versionedApiPath("/api/v1/blog/posts")).toBeNull();
    expect(versionedApiPath("/api/v2/anything")).toBeNull();
    expect(versionedApiPath("/blog")).toBeNull();
    expect(versionedApiPath("/apiary")).toBeNull();
  });

  it("leaves the API reference page alone: it is a page, not an endpoint", () => {
    expect(versionedApiPath("/api/docs")).toBeNull();
    expect(isApiPath("/api/docs")).toBe(false);
    expect(isApiPath("/api/v1/openapi.json")).toBe(true);
  });
});
