import { GREETING, type ChatMessage, type Plan } from "./assistant.schema";

// The chat's lines as the assistant page builds them: each with an id of its own and the time it was said.

let counter = 0;
const newId = () => `m${Date.now().toString(36)}-${++counter}`;

export const message = (role: ChatMessage["role"], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: newId(),
  role,
  content,
  timestamp: new Date().toISOString(),
  ...(extra.attachments?.length ? { attachments: extra.attachments } : {}),
  ...(extra.views?.length ? { views: extra.views } : {}),
  ...(extra.suggestions?.length ? { suggestions: extra.suggestions } : {}),
  ...(extra.undos?.length ? { undos: extra.undos } : {}),
});

/** A new conversation: the greeting alone. */
export const greeting = (text: string = GREETING) => [message("assistant", text)];

/** The planner's answer in the chat: its words, each read's result, and the read's table. */
export function planMessage(plan: Plan): ChatMessage {
  const reads = plan.reads ?? [];
  const lines = [plan.message, ...reads.map((r) => (r.success ? r.message : `✗ ${r.message}`))];
  return message("assistant", lines.join("\n"), {
    views: reads.flatMap((r) => (r.view ? [r.view] : [])),
    suggestions: plan.suggestions,
  });
}
