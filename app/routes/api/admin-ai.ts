import type { Route } from "./+types/admin-ai";
import { readJson } from "~/lib/http.server";
import { parseInput } from "~/lib/validation";
import { AiRequestSchema } from "~/modules/assistant/assistant.schema";
import { executeToolCalls, planRequest, plannerFor } from "~/modules/assistant/assistant.server";
import { adminJsonAction, adminPostOnlyLoader } from "~/modules/auth/admin-route.server";

// ai-admin (SPEC §7): plan mode proposes tool calls and changes nothing (its reads run at once);
// execute mode runs the calls the operator approved. Both need an admin session and the X-CSRF-Token
// header, checked before the body is read.
export const action = (args: Route.ActionArgs) =>
  adminJsonAction(args, async (user) => {
    const { db, config, logger } = args.context;
    const body = parseInput(AiRequestSchema, await readJson(args.request));
    if (body.mode === "plan") {
      return Response.json(await planRequest(db, plannerFor(db, config), user, body.messages, logger));
    }
    const results = await executeToolCalls(db, user, body.toolCalls, body.context.attachments, { confirmDestructive: body.confirmDestructive, logger });
    return Response.json({ results });
  });

export const loader = (args: Route.LoaderArgs) => adminPostOnlyLoader(args, "Use POST with mode plan or execute.");
