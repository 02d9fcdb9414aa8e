import { z } from "zod";
import { isHeaderSafe } from "~/lib/mail-text";

export const MAX_NOTIFY_ADDRESSES = 20;

/** The addresses of a textarea: one a line, or separated by commas or spaces. */
export function splitAddresses(text: string) {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const address = z.string().max(254).email().refine(isHeaderSafe);

/**
 * The Settings screen's mail form (super admins): who hears of new enquiries (empty: the super
 * admins) and whether visitors get a receipt.
 */
export const mailSettingsSchema = z.object({
  notifyAddresses: z
    .string()
    .max(6000)
    .optional()
    .superRefine((text, ctx) => {
      const items = splitAddresses(text ?? "");
      if (items.length > MAX_NOTIFY_ADDRESSES)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `At most ${MAX_NOTIFY_ADDRESSES} addresses`,
        });
      const wrong = items.find((item) => !address.safeParse(item).success);
      if (wrong !== undefined)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: `“${wrong.slice(0, 60)}” is not an email address`,
        });
    }),
  visitorReceipts: z.preprocess((value) => value === "on" || value === true, z.boolean()),
});

/** Your own address in or out of the enquiry notices. */
export const enquiryNoticeOptOutSchema = z.object({
  optOut: z.enum(["yes", "no"]),
});
