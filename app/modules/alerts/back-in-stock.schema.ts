import { z } from "zod";

import { emailAddress } from "~/lib/schema-fields";

// "Email me when it's back": the form on a sold-out item and the server check it with this schema.

export const BackInStockSchema = z.object({
  email: emailAddress(),
  /** the option the shopper wants; blank means the item as a whole */
  variant: z
    .string()
    .trim()
    .max(100, "Choose one of the item's options")
    .optional()
    .transform((v) => (v ? v : null)),
});
export type BackInStockInput = z.input<typeof BackInStockSchema>;
