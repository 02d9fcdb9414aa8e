import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { sitePageNames, sitePageSchemas } from "~/schemas/site-pages";
import { pageFormLayouts, type PageField } from "./page-form-layout";

/** The schema under its wrappers (trims, transforms, optional, nullable, preprocess). */
function core(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as Record<string, unknown>;
  for (const key of ["schema", "innerType", "in"]) {
    if (def[key]) return core(def[key] as z.ZodTypeAny);
  }
  return schema;
}

/** Every field's path, `[]` standing for a list's items, with the kind of value it holds. */
function schemaPaths(schema: z.ZodTypeAny, path = ""): string[] {
  const inner = core(schema);
  const kind = inner._def.typeName as string;
  if (kind === "ZodObject")
    return Object.entries((inner as z.AnyZodObject).shape).flatMap(([key, field]) =>
      schemaPaths(field as z.ZodTypeAny, path ? `${path}.${key}` : key),
    );
  if (kind === "ZodArray")
    return schemaPaths((inner as z.ZodArray<z.ZodTypeAny>).element, `${path}[]`);
  const value = kind === "ZodBoolean" ? "boolean" : kind === "ZodEnum" ? "choice" : "text";
  return [`${path}: ${value}`];
}

function layoutPaths(field: PageField, path: string): string[] {
  switch (field.kind) {
    case "group":
      return Object.entries(field.fields).flatMap(([key, child]) =>
        layoutPaths(child, path ? `${path}.${key}` : key),
      );
    case "list":
      return layoutPaths(field.item, `${path}[]`);
    case "check":
      return [`${path}: boolean`];
    case "choice":
      return [`${path}: choice`];
    default:
      return [`${path}: text`];
  }
}

describe("page form layouts", () => {
  it.each(sitePageNames)("lay out every field of the %s page's schema, and only those", (name) => {
    const fromLayout = layoutPaths({ kind: "group", label: "", fields: pageFormLayouts[name] }, "");
    expect(fromLayout.sort()).toEqual(schemaPaths(sitePageSchemas[name]).sort());
  });

  it.each(sitePageNames)("offer every choice the %s page's schema accepts", (name) => {
    function check(field: PageField, schema: z.ZodTypeAny) {
      const inner = core(schema);
      if (field.kind === "choice")
        expect(field.options).toEqual((inner as z.ZodEnum<[string]>).options);
      if (field.kind === "group")
        for (const [key, child] of Object.entries(field.fields))
          check(child, (inner as z.AnyZodObject).shape[key] as z.ZodTypeAny);
      if (field.kind === "list") check(field.item, (inner as z.ZodArray<z.ZodTypeAny>).element);
    }
    check({ kind: "group", label: "", fields: pageFormLayouts[name] }, sitePageSchemas[name]);
  });

  it("add items with the fields of their list", () => {
    function check(field: PageField) {
      if (field.kind === "group") Object.values(field.fields).forEach(check);
      if (field.kind !== "list") return;
      if (field.item.kind === "group")
        expect(Object.keys(field.newItem as object).sort()).toEqual(
          Object.keys(field.item.fields).sort(),
        );
      else expect(field.newItem).toBe("");
      check(field.item);
    }
    for (const name of sitePageNames)
      check({ kind: "group", label: "", fields: pageFormLayouts[name] });
  });
});
