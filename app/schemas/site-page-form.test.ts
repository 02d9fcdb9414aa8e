import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { defaultSitePage } from "./site-page-defaults";
import { REQUIRED_MESSAGE } from "./site-page-fields";
import { PAGE_PUBLISH_AT_FORM_MESSAGE, sitePageFormSchema } from "./site-page-form";

/** The fields a browser posts for a document, as the editor names them. */
function formFields(value: unknown, name: string, into: FormData) {
  if (Array.isArray(value))
    value.forEach((item, index) => formFields(item, `${name}[${index}]`, into));
  else if (value !== null && typeof value === "object")
    for (const [key, child] of Object.entries(value)) formFields(child, `${name}.${key}`, into);
  else if (value === true) into.append(name, "on");
  else if (value !== false) into.append(name, value === null ? "" : String(value));
  return into;
}

function parse(name: "home" | "team", document: unknown, extra: Record<string, string> = {}) {
  const formData = formFields(document, "content", new FormData());
  formData.set("version", "3");
  for (const [field, value] of Object.entries(extra)) formData.set(field, value);
  const submission = parseWithZod(formData, {
    schema: sitePageFormSchema(name),
    disableAutoCoercion: true,
  });
  return { ...submission, error: submission.status === "success" ? undefined : submission.error };
}

describe("the page editor's form", () => {
  it("reads a document as the browser posts it back into the same document", () => {
    const submission = parse("home", defaultSitePage("home"));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.content).toEqual(defaultSitePage("home"));
    expect(submission.value.version).toBe(3);
    expect(submission.value.publishAt).toBeNull();
  });

  it("reads an unticked box as false and a list emptied of its items as empty", () => {
    const home = defaultSitePage("home");
    const submission = parse("home", { ...home, achievements: [], figures: [] });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const content = submission.value.content as typeof home;
    expect(content.achievements).toEqual([]);
    expect(content.services.map((service) => service.highlight)).toEqual(
      home.services.map((service) => service.highlight),
    );
  });

  it("refuses an emptied required field with its own message and clears an optional one", () => {
    const team = defaultSitePage("team");
    const submission = parse("team", {
      ...team,
      heading: { ...team.heading, title: "" },
      members: team.members.map((member) => ({ ...member, model: "", photo: "" })),
    });
    expect(submission.error?.["content.heading.title"]).toEqual([REQUIRED_MESSAGE]);
    expect(Object.keys(submission.error ?? {})).toEqual(["content.heading.title"]);
  });

  it("reads Publish at in the form's time zone, and refuses what is not a moment", () => {
    const home = defaultSitePage("home");
    const scheduled = parse("home", home, {
      publishAt: "2026-12-01T09:00",
      timeZone: "Europe/Berlin",
    });
    expect(scheduled.status === "success" && scheduled.value.publishAt?.toISOString()).toBe(
      "2026-12-01T08:00:00.000Z",
    );
    const refused = parse("home", home, { publishAt: "soon" });
    expect(refused.error?.publishAt).toEqual([PAGE_PUBLISH_AT_FORM_MESSAGE]);
  });
});
