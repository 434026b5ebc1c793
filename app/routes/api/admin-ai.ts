import { AiRequestSchema } from "~/modules/assistant/assistant.schema";
import { executePlan, plannerFor, planRequest, undoFromChat } from "~/modules/assistant/assistant.server";
import { adminJsonAction, adminPostOnlyLoader } from "~/modules/auth/admin-route.server";
import { getPaymentProvider } from "~/modules/payments/payments.server";
import { adminRules, JSON_BODY } from "~/routes/route-rules";

export const routeRules = adminRules({ loader: "assistant.use", action: "assistant.use" }, JSON_BODY);

// ai-admin (SPEC §7): plan mode proposes tool calls and changes nothing (its reads run at once);
// execute mode runs the calls the operator approved of a plan the server issued, once (ADR 060); undo mode
// undoes a change a result offered to undo, as Activity's Undo does.
// Both need an admin session and the X-CSRF-Token
// header, checked before the body is read.
export const action = adminJsonAction(
  routeRules.permission.action,
  AiRequestSchema,
  async (body, { context: { db, config, logger } }, user) => {
    if (body.mode === "plan") {
      return planRequest(db, plannerFor(db, config), user, body.messages, logger, body.context.attachments);
    }
    if (body.mode === "undo") return { result: await undoFromChat(db, user, body, logger) };
    // a cancellation or refund goes through the same payment provider as the order page's
    const payments = { provider: getPaymentProvider(db, config), logger };
    return { results: await executePlan(db, user, body, logger, payments) };
  },
);

export const loader = adminPostOnlyLoader(routeRules.permission.loader, "Use POST with mode plan or execute.");
