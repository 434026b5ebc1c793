import { DomainError } from "~/lib/errors";
import { formInput } from "~/lib/form-input";
import { queryOf } from "~/lib/http.server";
import { ActivityList } from "~/modules/activity/activity-list";
import { listActivity } from "~/modules/activity/activity.server";
import { undoActivity, withUndoState } from "~/modules/assistant/undo.server";
import { adminToastAction } from "~/modules/auth/admin-route.server";
import { requireAdminPage } from "~/modules/auth/session.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/activity";

export const routeRules = adminRules({ loader: "activity.manage", action: "activity.manage" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireAdminPage(context.db, request, routeRules.permission.loader);
  // unknown filters fall back to "all" (the schema's catch), never an error
  const result = await listActivity(context.db, queryOf(request));
  // an Undo that cannot succeed is not offered; the entry says why instead
  return { ...result, entries: await withUndoState(context.db, result.entries, actor.role) };
}

export const action = (args: Route.ActionArgs) =>
  adminToastAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const { intent, id, correction } = formInput<{ intent: string; id: string; correction?: string }>(form);
    if (intent !== "undo") throw new DomainError("invalid_input", "Unknown action.");
    // an undo of "shipped" after the shipping email carries the operator's answer: email a correction or not
    const emailCorrection = correction === "email" ? true : correction === "quiet" ? false : undefined;
    const { label } = await undoActivity(db, id, actor, { emailCorrection });
    const emailed = emailCorrection ? " The customer is emailed a correction." : "";
    return `Undone: ${label ?? "the change"} is back as it was.${emailed}`;
  });

export const meta: Route.MetaFunction = () => [{ title: "Activity · Admin" }];

export default function Activity({ loaderData }: Route.ComponentProps) {
  return <ActivityList {...loaderData} />;
}
