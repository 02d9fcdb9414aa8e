import { z } from "zod";
import type { ConsentChoice } from "~/lib/consent-record";

const checkbox = z.preprocess(
  (value) => value === "on" || value === "true" || value === true,
  z.boolean(),
);

/** A choice posted by the banner or the preferences form. */
export const consentChoiceSchema: z.ZodType<ConsentChoice, z.ZodTypeDef, unknown> =
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("accept-all") }),
    z.object({ intent: z.literal("reject-all") }),
    z.object({
      intent: z.literal("save"),
      analytics: checkbox,
      marketing: checkbox,
      functional: checkbox,
    }),
  ]);
