import { z } from "zod";

// The automatic rule's setting on the Discounts page: add-ons bought together with a console get a
// percentage off, shown on the add-on's line.

const PERCENT_MESSAGE = "Enter a percentage between 1 and 90";

export const BundleRuleSchema = z.object({
  enabled: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  percentOff: z.coerce
    .number({ error: PERCENT_MESSAGE })
    .int(PERCENT_MESSAGE)
    .min(1, PERCENT_MESSAGE)
    .max(90, PERCENT_MESSAGE),
});
export type BundleRuleInput = z.input<typeof BundleRuleSchema>;
