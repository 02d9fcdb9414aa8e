/** The admin privacy endpoints in the OpenAPI document: a data subject's access and erasure. */
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { dataSubject, erasedCounts } from "~/schemas/api-responses";
import { dataSubjectQuerySchema } from "~/schemas/data-subject";
import { adminSecurity, invalid, jsonResponse, refusals, type Shared } from "./common.server";

export function registerAdminPrivacyApi(registry: OpenAPIRegistry, shared: Shared) {
  const refused = refusals(shared, { superAdmin: true });
  const tags = ["Admin privacy"];
  const noEmail = invalid(shared, "Enter the person's email address");

  registry.registerPath({
    method: "get",
    path: "/api/v1/admin/data-subjects",
    tags,
    summary: "Everything held about a person",
    description:
      "Matched by e-mail, exactly and in any case; a key for each place personal data can live in. The look-up is audited. Super admins only.",
    security: adminSecurity("read", { superAdmin: true }),
    request: { query: dataSubjectQuerySchema },
    responses: {
      200: jsonResponse("What is held.", dataSubject),
      400: noEmail,
      ...refused(401, 403, 405, 503),
    },
  });

  registry.registerPath({
    method: "delete",
    path: "/api/v1/admin/data-subjects",
    tags,
    summary: "Erase everything held about a person",
    description: "Audited with a keyed hash of the address, never the address. Super admins only.",
    security: adminSecurity("delete", { superAdmin: true }),
    request: { query: dataSubjectQuerySchema },
    responses: {
      200: jsonResponse(
        "How many records each place lost (deleted or anonymised).",
        z.object({ erased: erasedCounts }),
      ),
      400: noEmail,
      ...refused(401, 403, 405, 503),
    },
  });
}
