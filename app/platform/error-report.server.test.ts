import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEvent, parseDsn, scrub, sendErrorReport } from "./error-report.server";

const context = {
  requestId: "req-1",
  method: "POST",
  path: "/api/v1/contact",
  routeId: "routes/api.v1.contact",
  environment: "production",
  release: "abc123",
};

describe("parseDsn", () => {
  it.each([
    ["https://key@o1.ingest.example.io/42", "https://o1.ingest.example.io/api/42/envelope/", "key"],
    ["http://k:s@127.0.0.1:9000/sub/path/7", "http://127.0.0.1:9000/sub/path/api/7/envelope/", "k"],
  ])("%s → its envelope endpoint", (dsn, envelopeUrl, publicKey) => {
    expect(parseDsn(dsn)).toEqual({ envelopeUrl, publicKey, dsn });
  });

  it.each([
    undefined,
    "",
    "not a url",
    "https://host/42",
    "https://key@host/",
    "ftp://key@host/1",
    42,
  ])("%s is not a DSN", (value) => {
    expect(parseDsn(value)).toBeNull();
  });
});

describe("errorEvent", () => {
  it("masks e-mail and IP addresses and keeps the stack, oldest call first", () => {
    const error = new Error(
      "duplicate key value violates unique constraint: (email)=(jane.doe@example.com) from 203.0.113.5",
    );
    error.stack = [
      "Error: boom",
      "    at saveLead (app/services/leads/receive-enquiry.server.ts:10:5)",
      "    at async action (app/routes/contact.tsx:20:7)",
    ].join("\n");
    const event = errorEvent(error, context);
    const [exception] = event.exception.values;
    expect(exception!.value).toBe(
      "duplicate key value violates unique constraint: (email)=([email]) from [ip]",
    );
    expect(exception!.stacktrace.frames).toEqual([
      { function: "async action", filename: "app/routes/contact.tsx", lineno: 20, colno: 7 },
      {
        function: "saveLead",
        filename: "app/services/leads/receive-enquiry.server.ts",
        lineno: 10,
        colno: 5,
      },
    ]);
    expect(event).toMatchObject({
      level: "error",
      environment: "production",
      release: "abc123",
      transaction: "routes/api.v1.contact",
      request: { method: "POST", url: "/api/v1/contact" },
      tags: { request_id: "req-1" },
    });
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("scrubs text that is not an Error too", () => {
    expect(scrub("user a.b+c@mail.co.uk at 10.0.0.1")).toBe("user [email] at [ip]");
  });
});

describe("scrub", () => {
  it.each([
    ["full", "from 2001:0db8:85a3:0000:0000:8a2e:0370:7334 now", "from [ip] now"],
    [
      "compressed",
      "Key (ip_address)=(2001:db8::ff00:42:8329) exists",
      "Key (ip_address)=([ip]) exists",
    ],
    ["compressed at the start", "client ::1 refused", "client [ip] refused"],
    ["compressed at the end", "link fe80:: is down", "link [ip] is down"],
    ["upper case", "peer 2001:DB8::A1", "peer [ip]"],
    ["IPv4-mapped", "from ::ffff:192.0.2.128 via proxy", "from [ip] via proxy"],
    ["in brackets with a port", "connect [2001:db8::1]:5432 failed", "connect [[ip]]:5432 failed"],
    ["at the end of a sentence", "refused 2001:db8::1.", "refused [ip]."],
    ["one of several", "2001:db8::1, 2001:db8::2", "[ip], [ip]"],
  ])("masks an IPv6 address: %s", (_form, text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });

  it.each([
    ["a time", "timed out at 12:30:45"],
    ["a timestamp", "since 2026-05-01T12:30:45.123Z"],
    ["a time with fractions", "took 00:01:02.5"],
    ["hex ids", "request 9f86d081884c7d65 row deadbeef commit a1b2c3d"],
    ["scoped names", "std::vector and Foo::bar"],
    ["a lone double colon", "map :: String -> Int"],
    ["a ratio", "aspect 16:9:1"],
  ])("leaves ordinary text alone: %s", (_form, text) => {
    expect(scrub(text)).toBe(text);
  });
});

describe("sendErrorReport", () => {
  const received: { url?: string; auth?: string; body: string }[] = [];
  let base = "";
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ url: request.url, auth: request.headers["x-sentry-auth"] as string, body });
      response.writeHead(200).end("{}");
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts one envelope (header, item header, event) to the tracker", async () => {
    await sendErrorReport(`http://public@${base}/3`, new Error("boom"), context);
    const [delivery] = received.splice(0);
    expect(delivery!.url).toBe("/api/3/envelope/");
    expect(delivery!.auth).toContain("sentry_key=public");
    const [header, item, event] = delivery!.body.split("\n").map((line) => JSON.parse(line));
    expect(header).toMatchObject({ event_id: event.event_id, dsn: `http://public@${base}/3` });
    expect(item).toEqual({ type: "event", content_type: "application/json" });
    expect(event.exception.values[0]).toMatchObject({ type: "Error", value: "boom" });
  });

  it("sends nothing without a DSN and never throws when the tracker is unreachable", async () => {
    await sendErrorReport(undefined, new Error("boom"), context);
    expect(received).toEqual([]);
    await expect(
      sendErrorReport("http://public@127.0.0.1:1/3", new Error("boom"), context),
    ).resolves.toBeUndefined();
  });
});
