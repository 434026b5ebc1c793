import { z } from "zod";

// SPEC §5: trimmed, a valid address, at most 255 characters. Used by the form and the action.
export const SubscribeSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(255, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});
export type Subscribe = z.infer<typeof SubscribeSchema>;
