import type { ChatMessage, ReadView } from "./assistant.schema";

// The chat page's side of POST /api/admin/ai, and how its messages become the planner's history.

/** POST /api/admin/ai; a refusal's `{ error }` becomes the thrown message. */
export async function callAssistant<T>(body: unknown, csrf: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch("/api/admin/ai", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("The assistant could not be reached. Please check your connection.");
  }
  const json = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(json.error ?? `Request failed (HTTP ${response.status})`);
  return json;
}

const MAX_ROWS_FOR_PLANNER = 20;

/** A read's table as plain lines, so a follow-up question ("publish the second one") has the context. */
export function viewAsText(view: ReadView): string {
  const rows = view.rows.slice(0, MAX_ROWS_FOR_PLANNER).map((row) => row.map((cell) => cell.text).join(" | "));
  const more =
    view.rows.length > MAX_ROWS_FOR_PLANNER ? [`(${view.rows.length - MAX_ROWS_FOR_PLANNER} more rows not shown)`] : [];
  return [`${view.caption} (${view.columns.join(" | ")}):`, ...rows, ...more].join("\n");
}

/** What the planner sees of a chat line: its text and the tables it showed. */
export function plannerContent(message: ChatMessage, withAttachments: (content: string) => string): string {
  const tables = (message.views ?? []).map(viewAsText);
  return withAttachments([message.content, ...tables].join("\n\n"));
}
