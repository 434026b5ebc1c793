import { z } from "zod";

import { ContactSchema } from "~/modules/checkout/checkout.schema";

/** The order page's contact email correction: the checkout's own email rule. */
export const EditContactEmailSchema = z.object({
  id: z.string().uuid("Unknown order"),
  email: ContactSchema.shape.email,
});
export type EditContactEmail = z.input<typeof EditContactEmailSchema>;
