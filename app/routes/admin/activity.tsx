import { adminMutation } from "~/lib/admin-action.server";
import { DomainError } from "~/lib/errors";
import { ActivityList } from "~/modules/activity/activity-list";
import { ActivityListQuerySchema } from "~/modules/activity/activity.schema";
import { listActivity } from "~/modules/activity/activity.server";
import { canUndo, undoActivity } from "~/modules/assistant/undo.server";
import { readAdminForm, requireAdminPage } from "~/modules/auth/session.server";

import type { Route } from "./+types/activity";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  const url = new URL(request.url);
  // unknown filters fall back to "all" (the schema's catch), never an error
  const result = await listActivity(context.db, ActivityListQuerySchema.parse(Object.fromEntries(url.searchParams)));
  return { ...result, entries: result.entries.map((entry) => ({ ...entry, canUndo: canUndo(entry) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminMutation(context.logger, async () => {
    const { form, actor } = await readAdminForm(context.db, request);
    if (form.get("intent") !== "undo") throw new DomainError("invalid_input", "Unknown action.");
    const { label } = await undoActivity(context.db, String(form.get("id") ?? ""), actor);
    return `Undone: ${label ?? "the change"} is back as it was.`;
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Activity · Admin" }];

export default function Activity({ loaderData }: Route.ComponentProps) {
  return <ActivityList {...loaderData} />;
}
