import { z } from "zod";

import { checkbox } from "~/lib/schema-fields";

import { DESTINATION_NAMES } from "./delivery-destinations";
import { STATUTORY_REFUND_DAYS } from "./returns-policy";

// The settings editor's returns policy and delivery list (the Policies tab), and the rule that keeps the
// editor's free text from making returns promises of its own.

/** A whole number of days, times or years the editor takes, with its field's messages. */
export const wholeNumberField = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max}`);

// Returns, refunds and money-back promises are stated only by the returns policy (returns-policy.ts):
// free text that makes one of its own could contradict it, so the editor refuses it and says where to go.
const RETURNS_CLAIM = /\b(money[- ]back|refunds?|returns?|guarantee[ds]?)\b/i;
const RETURNS_CLAIM_MESSAGE = "Returns and refunds are stated from the returns policy: set them under Policies";
export const noReturnsClaim = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((v) => !RETURNS_CLAIM.test(v), RETURNS_CLAIM_MESSAGE);

/** The returns policy's guarantee and where the shop delivers: the Policies tab, and the assistant. */
export const ReturnsPolicySchema = z.object({
  guaranteeEnabled: checkbox(),
  // 14 days or fewer would present the statutory right to cancel as the shop's own offer (CPRs 2008, Sch. 1, 10)
  guaranteeDays: wholeNumberField("Guarantee days", 365).pipe(
    z.number().min(15, "A guarantee must give more than the statutory 14 days (15 or more)"),
  ),
  guaranteeReturnPostage: z.enum(["shop", "customer"], "Choose who pays the return postage"),
  guaranteeRefundDays: wholeNumberField("Days to refund", STATUTORY_REFUND_DAYS).pipe(
    z.number().min(1, "Days to refund must be at least 1"),
  ),
  deliveryCountries: z
    .array(z.enum(DESTINATION_NAMES, "Choose places from the list"))
    .default([])
    .transform((chosen) => DESTINATION_NAMES.filter((name) => chosen.includes(name)))
    .refine((chosen) => chosen.includes("United Kingdom"), "The shop delivers to the United Kingdom at least"),
});
