import { z } from "zod";

import { wholeNumberField } from "./returns-policy.schema";

// The settings of the one delivery calculator (settings/delivery-dates.ts): the cut-off, the dispatch days, the
// shop's own closed days and each method's working days. Part of the settings form, checked by the same schema.

/** The week's days as JavaScript numbers them, Sunday 0; the dispatch days are a list of these. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * The shop's own closed days, one "YYYY-MM-DD" a line (a textarea): each a real calendar date, kept
 * sorted without repeats.
 */
const closedDates = () =>
  z
    .string()
    .default("")
    .transform((value, ctx) => {
      const days = value
        .split(/[\s,]+/)
        .map((line) => line.trim())
        .filter(Boolean);
      for (const day of days) {
        const date = new Date(`${day}T12:00:00Z`);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(day)) {
          ctx.addIssue({ code: "custom", message: `"${day}" is not a date: enter each closed day as YYYY-MM-DD` });
          return z.NEVER;
        }
      }
      if (days.length > 100) {
        ctx.addIssue({ code: "custom", message: "At most 100 closed days" });
        return z.NEVER;
      }
      return [...new Set(days)].sort();
    });

export const DeliverySettingsSchema = z.object({
  dispatchCutoff: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the cut-off as a 24-hour time, e.g. 14:00"),
  dispatchDays: z
    .array(z.coerce.number().int().min(0).max(6))
    .default([])
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  closedDates: closedDates(),
  standardDeliveryMinDays: wholeNumberField("Standard delivery, fewest days", 30),
  standardDeliveryMaxDays: wholeNumberField("Standard delivery, most days", 30),
  expressDeliveryMinDays: wholeNumberField("Express delivery, fewest days", 30),
  expressDeliveryMaxDays: wholeNumberField("Express delivery, most days", 30),
});

/** A delivery method's range reads "3–5 working days": its fewest days cannot exceed its most. */
export function checkDeliveryRanges(value: z.output<typeof DeliverySettingsSchema>, ctx: z.RefinementCtx) {
  for (const method of ["standard", "express"] as const)
    if (value[`${method}DeliveryMinDays`] > value[`${method}DeliveryMaxDays`])
      ctx.addIssue({
        code: "custom",
        path: [`${method}DeliveryMaxDays`],
        message: "The most days must be at least the fewest days",
      });
}
