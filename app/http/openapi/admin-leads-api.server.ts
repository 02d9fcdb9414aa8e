/** The admin leads endpoints in the OpenAPI document: the enquiries' pipeline. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { submission, submissionListItem } from "~/schemas/api-responses";
import { leadUpdateSchema, submissionsApiQuerySchema } from "~/schemas/submissions";
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

export function registerAdminLeadsApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared);
  const leadList = registry.register("SubmissionListItem", submissionListItem);
  const lead = registry.register("Submission", submission);
  const tags = ["Admin leads"];

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/contact-submissions",
    tags,
    summary: "List enquiries",
    security: adminSecurity("read"),
    request: { query: submissionsApiQuerySchema },
    responses: {
      200: jsonResponse(
        "Newest first, with notes oldest first.",
        z.object({ submissions: z.array(leadList), total: z.number().int() }),
      ),
      400: invalid(shared, "status must be one of new, contacted, qualified, won, lost"),
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "patch",
    path: "/api/v1/admin/contact-submissions/{id}",
    tags,
    summary: "Move an enquiry along the pipeline, or note something",
    security: adminSecurity("write"),
    request: {
      params: z.object({ id: recordId("The enquiry's id.") }),
      body: {
        required: true,
        content: jsonContent(leadUpdateSchema, {
          status: "contacted",
          note: "Called, demo on Monday.",
        }),
      },
    },
    responses: {
      200: jsonResponse("The enquiry as changed.", z.object({ submission: lead })),
      400: invalid(shared, "Send a status, a note or both"),
      404: refusal(shared, "No enquiry has this id.", "Submission not found"),
      ...refused(401, 403, 405, 413, 415, 503),
    },
  });
}
