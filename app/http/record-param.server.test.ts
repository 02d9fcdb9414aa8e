import { describe, expect, it } from "vitest";
import { recordParam } from "./record-param.server";

const posts = recordParam("post", "Post not found");

async function answer(result: number | Response) {
  if (!(result instanceof Response)) throw new Error(`expected an answer, got the id ${result}`);
  return { status: result.status, body: await result.json() };
}

describe("recordParam", () => {
  it("gives the id of a well-formed number", () => {
    expect(posts.idFrom("42")).toBe(42);
  });

  it("answers what is not a number with 400 naming the record", async () => {
    for (const value of ["abc", "-1", "1.5", "", undefined]) {
      expect(await answer(posts.idFrom(value))).toEqual({
        status: 400,
        body: { message: "The post id must be a positive whole number" },
      });
    }
  });

  it("answers a number no record can have with the record's 404", async () => {
    for (const value of ["0", "2147483648"]) {
      expect(await answer(posts.idFrom(value))).toEqual({
        status: 404,
        body: { message: "Post not found" },
      });
    }
    expect(await answer(posts.notFound())).toEqual({
      status: 404,
      body: { message: "Post not found" },
    });
  });
});
