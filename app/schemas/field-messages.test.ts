import { describe, expect, it } from "vitest";
import { z } from "zod";
import { refusalSummary } from "~/lib/refusal-summary";
import { text } from "./text";

/** The first message of each field, as the API's `errors` carries them. */
function messagesOf(schema: z.ZodTypeAny, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("accepted");
  return result.error.issues.map((issue) => issue.message);
}

describe("a refusal no schema words itself", () => {
  const body = z
    .object({
      message: text(),
      sessionId: text().uuid(),
      intent: z.enum(["general", "schedule"]),
      events: z.array(z.object({ path: text().max(5) })).max(1),
      count: z.number().int().min(1),
    })
    .strict();

  it("says Required beside a missing field, and names it in a one-line summary", () => {
    expect(messagesOf(body, {})).toEqual(Array(5).fill("Required"));
    const refused = body.safeParse({ sessionId: "x" });
    expect(refused.success).toBe(false);
    expect(refusalSummary(refused.error!, "Invalid request")).toBe("message is required");
    const nested = body.safeParse({ message: "m", sessionId: "x", events: [{}] });
    expect(
      nested.error?.issues.map((issue) => refusalSummary(new z.ZodError([issue]), "")),
    ).toContain("events[0].path is required");
  });

  it("names the field, in words, never the parser's", () => {
    expect(
      messagesOf(body, {
        message: 2,
        sessionId: "x",
        intent: "GENERAL",
        events: [{ path: "/abcdef" }, {}],
        count: 0.5,
        role: "admin",
      }),
    ).toEqual([
      "message must be text",
      "sessionId must be a UUID",
      'intent must be one of "general", "schedule"',
      "events must be at most 1 item",
      "events[0].path must be at most 5 characters",
      "Required",
      "count must be a whole number",
      "count must be at least 1",
      "Unknown field: role",
    ]);
  });

  it("leaves a schema's own message alone", () => {
    expect(messagesOf(z.object({ name: text().min(1, "Name is required") }), { name: "" })).toEqual(
      ["Name is required"],
    );
  });

  it("words the alternatives of a discriminated union", () => {
    const choice = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("a") }),
      z.object({ intent: z.literal("b") }),
    ]);
    expect(messagesOf(choice, { intent: "c" })).toEqual(['intent must be one of "a", "b"']);
  });
});
