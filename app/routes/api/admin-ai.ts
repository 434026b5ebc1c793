import type { Route } from "./+types/admin-ai";
import { readJson, toResponse } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { AiRequestSchema } from "~/modules/assistant/assistant.schema";
import { executeToolCalls, planRequest, plannerFor } from "~/modules/assistant/assistant.server";
import { requireAdmin, requireAdminMutation } from "~/modules/auth/session.server";

// ai-admin (SPEC §7): plan mode proposes tool calls and changes nothing (its reads run at once);
// execute mode runs the calls the operator approved. Both need an admin session and the X-CSRF-Token header.
export async function action({ request, context }: Route.ActionArgs) {
  try {
    // The role and CSRF token before reading the body.
    const user = await requireAdminMutation(context.db, request);
    const body = parseInput(AiRequestSchema, await readJson(request));
    if (body.mode === "plan") {
      return Response.json(await planRequest(context.db, plannerFor(context.db, context.config), user, body.messages, context.logger));
    }
    const results = await executeToolCalls(context.db, user, body.toolCalls, body.context.attachments, { confirmDestructive: body.confirmDestructive, logger: context.logger });
    return Response.json({ results });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    await requireAdmin(context.db, request);
    return Response.json({ error: "Use POST with mode plan or execute." }, { status: 405, headers: { Allow: "POST" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}
