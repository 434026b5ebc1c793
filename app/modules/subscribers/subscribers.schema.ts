import { z } from "zod";

import { emailAddress } from "~/lib/schema-fields";

// SPEC §5: trimmed, a valid address, at most 255 characters. Used by the form and the action.
export const SubscribeSchema = z.object({ email: emailAddress() });
export type Subscribe = z.infer<typeof SubscribeSchema>;
