import { z } from "zod";

// "Email me when it's back": the form on a sold-out item and the server check it with this schema.

export const BACK_IN_STOCK_EMAIL_MESSAGE = "Please enter a valid email address";

export const BackInStockSchema = z.object({
  email: z
    .string({ error: BACK_IN_STOCK_EMAIL_MESSAGE })
    .trim()
    .max(255, BACK_IN_STOCK_EMAIL_MESSAGE)
    .pipe(z.email(BACK_IN_STOCK_EMAIL_MESSAGE)),
  /** the option the shopper wants; blank means the item as a whole */
  variant: z
    .string()
    .trim()
    .max(100, "Choose one of the item's options")
    .optional()
    .transform((v) => (v ? v : null)),
});
export type BackInStockInput = z.input<typeof BackInStockSchema>;
