import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonBody, readJsonBody } from "./json-body.server";

const schema = z.object({ name: z.string().min(1, "Name is required") });

function post(body: BodyInit | null, contentType: string | null = "application/json") {
  const headers = new Headers();
  if (contentType) headers.set("Content-Type", contentType);
  return new Request("http://localhost/api", { method: "POST", headers, body });
}

/** A body sent in chunks without a Content-Length, as a streaming client would. */
function streamed(parts: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Request("http://localhost/api", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
}

async function failure(result: Awaited<ReturnType<typeof readJsonBody>>) {
  if (result.ok) throw new Error("expected a failure");
  return { status: result.response.status, body: await result.response.json() };
}

describe("readJsonBody", () => {
  it("reads a JSON object", async () => {
    const result = await readJsonBody(post('{"name":"Ada","__proto__":{"admin":true}}'));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.name).toBe("Ada");
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    }
  });

  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON"])(
    "accepts the Content-Type %j",
    async (contentType) => {
      expect((await readJsonBody(post("{}", contentType))).ok).toBe(true);
    },
  );

  it.each([
    null,
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
    "text/plain; application/json",
  ])("answers the Content-Type %j with 415 and a message", async (contentType) => {
    expect(await failure(await readJsonBody(post("{}", contentType)))).toEqual({
      status: 415,
      body: { message: "Send the request body as JSON (Content-Type: application/json)." },
    });
  });

  it("counts bytes, not characters", async () => {
    // 400 three-byte characters: 400 characters, but 1,200 bytes on the wire.
    const body = JSON.stringify({ name: "\u4e2d".repeat(400) });
    expect(body.length).toBeLessThan(1024);
    expect(await failure(await readJsonBody(post(body), { maxBytes: 1024 }))).toEqual({
      status: 413,
      body: { message: "The request body must not be larger than 1 KB." },
    });
    expect((await readJsonBody(post(body), { maxBytes: 2048 })).ok).toBe(true);
  });

  it("stops a streamed body without a Content-Length at the cap", async () => {
    const parts = ['{"name":"', ...Array.from({ length: 10 }, () => "x".repeat(200)), '"}'];
    expect((await failure(await readJsonBody(streamed(parts), { maxBytes: 1024 }))).status).toBe(
      413,
    );
    expect((await readJsonBody(streamed(parts), { maxBytes: 4096 })).ok).toBe(true);
  });

  it("refuses a declared Content-Length over the cap before reading", async () => {
    const request = new Request("http://localhost/api", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": "999999999" },
      body: "{}",
    });
    expect((await failure(await readJsonBody(request, { maxBytes: 1024 }))).status).toBe(413);
  });

  it.each([
    ["", "The request body is not valid JSON."],
    ["{", "The request body is not valid JSON."],
    ["{'a':1}", "The request body is not valid JSON."],
    ["[]", "The request body must be a JSON object."],
    ["null", "The request body must be a JSON object."],
    ['"text"', "The request body must be a JSON object."],
    ["42", "The request body must be a JSON object."],
  ])("answers the body %j with 400 %j", async (body, message) => {
    expect(await failure(await readJsonBody(post(body)))).toEqual({
      status: 400,
      body: { message },
    });
  });

  it("answers bytes that are not UTF-8 with 400", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expect(await failure(await readJsonBody(post(bytes)))).toEqual({
      status: 400,
      body: { message: "The request body is not valid JSON." },
    });
  });
});

describe("parseJsonBody", () => {
  it("gives the schema's value, without unknown keys", async () => {
    const result = await parseJsonBody(post('{"name":"Ada","role":"admin"}'), schema);
    expect(result).toEqual({ ok: true, data: { name: "Ada" } });
  });

  it("answers a schema failure with 400, the first message and the field errors", async () => {
    const result = await parseJsonBody(post('{"name":""}'), schema);
    expect(await failure(result)).toEqual({
      status: 400,
      body: { message: "Name is required", errors: { name: ["Name is required"] } },
    });
  });
});
