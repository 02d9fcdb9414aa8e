/** The admin endpoints for the site's own pages in the OpenAPI document: drafts, publishing, revisions. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  sitePageRevisionSummary,
  sitePageSummary,
  PAGE_VERSION_MESSAGE,
} from "~/schemas/site-page-api";
import { defaultSitePage } from "~/schemas/site-page-defaults";
import {
  homeDocumentSchema,
  legalDocumentSchema,
  resourcesDocumentSchema,
  siteDocumentSchema,
  sitePageNames,
  teamDocumentSchema,
} from "~/schemas/site-pages";
import {
  adminSecurity,
  invalid,
  jsonContent,
  jsonResponse,
  recordId,
  refusal,
  refusals,
  type Shared,
} from "./common.server";

export function registerAdminPagesApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const tags = ["Admin pages"];
  const documents = [
    registry.register("HomePageDocument", homeDocumentSchema),
    registry.register("TeamPageDocument", teamDocumentSchema),
    registry.register("ResourcesPageDocument", resourcesDocumentSchema),
    registry.register("LegalPageDocument", legalDocumentSchema),
    registry.register("CompanyDetailsDocument", siteDocumentSchema),
  ] as const;
  const document = z.union(documents);
  const summary = registry.register("SitePageSummary", sitePageSummary);
  const page = registry.register(
    "SitePage",
    sitePageSummary.extend({
      draft: document,
      published: document.nullable(),
      version: z.number().int(),
    }),
  );
  const pageBody = z.object({ page });
  const name = z.object({
    name: z.string().openapi({
      description: `The page: ${sitePageNames.join(", ")} (any case).`,
      example: "home",
    }),
  });
  const notFound = refusal(shared, "No page has this name.", "Page not found");
  const forbidden = refusal(
    shared,
    "Not allowed: the legal pages (privacy, terms, cookies) take a super admin (never an API key); or an API key without the permission, or a write without a valid X-CSRF-Token.",
    "Super admin privileges required",
  );

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/pages",
    tags,
    summary: "The site's own pages",
    description:
      "Each page with its status: `published`, `draft_changes` (a saved draft differs from what the public sees) or `scheduled`.",
    security: adminSecurity("read"),
    responses: {
      200: jsonResponse("In the portal's order.", z.object({ pages: z.array(summary) })),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/pages/{name}",
    tags,
    summary: "A page with its draft and published documents",
    security: adminSecurity("read"),
    request: { params: name },
    responses: {
      200: jsonResponse("The page; `version` is what a save sends back.", pageBody),
      404: notFound,
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "put",
    path: "/api/v1/admin/pages/{name}",
    tags,
    summary: "Save a page's draft, and publish it now or at a moment",
    description:
      "`content` is the page's whole document. `version` is the page's version as loaded: a save from an older one is refused with 409 and changes nothing. With `publish: true` the document goes public at once (every cached copy is retired), or at `publishAt` when that is in the future. Every publish keeps a revision and is audited.",
    security: adminSecurity("write"),
    request: {
      params: name,
      body: {
        required: true,
        content: jsonContent(
          z.object({
            content: document,
            version: z.number().int().min(1).openapi({ description: PAGE_VERSION_MESSAGE }),
            publish: z.boolean().optional(),
            publishAt: z.string().datetime({ offset: true }).nullable().optional(),
          }),
          { content: defaultSitePage("site"), version: 3, publish: true },
        ),
      },
    },
    responses: {
      200: jsonResponse("The page as saved.", pageBody),
      400: invalid(shared, "This field is required.", {
        "content.hero.title": ["This field is required."],
      }),
      403: forbidden,
      404: notFound,
      409: jsonResponse(
        "The page was saved by someone else since `version`: nothing was changed. The page as it now stands is in `page`.",
        z.object({ message: z.string(), page }),
      ),
      ...refused(401, 405, 413, 415, 503),
    },
  });

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/pages/{name}/revisions",
    tags,
    summary: "A page's publishes, newest first",
    security: adminSecurity("read"),
    request: { params: name },
    responses: {
      200: jsonResponse(
        "Each document the page was published or scheduled with.",
        z.object({ revisions: z.array(sitePageRevisionSummary) }),
      ),
      404: notFound,
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "post",
    path: "/api/v1/admin/pages/{name}/revisions/{revisionId}/restore",
    tags,
    summary: "Restore a revision as the page's draft",
    description: "Publishes nothing: the draft is then saved and published as any other. Audited.",
    security: adminSecurity("write"),
    request: { params: name.extend({ revisionId: recordId("The revision's id.") }) },
    responses: {
      200: jsonResponse("The page with the restored draft.", pageBody),
      400: invalid(shared, "Invalid revision id"),
      403: forbidden,
      404: refusal(shared, "No such page, or no such revision of it.", "Revision not found"),
      ...refused(401, 405, 503),
    },
  });
}
