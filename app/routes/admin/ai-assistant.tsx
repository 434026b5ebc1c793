import { AssistantChat } from "~/modules/assistant/assistant-chat";
import { greetingFor, quickPromptsFor } from "~/modules/assistant/assistant.schema";
import { plannerFor } from "~/modules/assistant/assistant.server";
import { requireAdminPage } from "~/modules/auth/session.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/ai-assistant";

export const routeRules = adminRules({ loader: "assistant.use" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  // Which planner answers (the model's name, or the built-in rules); never the key or URL.
  return {
    plannerName: plannerFor(context.db, context.config).name,
    quickPrompts: quickPromptsFor(user.role),
    greeting: greetingFor(user.role),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "AI Assistant · Admin" }];

export default function AiAssistant({ loaderData }: Route.ComponentProps) {
  const { plannerName, quickPrompts, greeting } = loaderData;
  return <AssistantChat plannerName={plannerName} quickPrompts={quickPrompts} greetingText={greeting} />;
}
