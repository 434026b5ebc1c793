import { DomainError } from "~/lib/errors";
import type { Plan, PlanMessage, ToolCall } from "./assistant.schema";

// A client for any OpenAI-compatible chat-completions endpoint with tool calling (OpenAI, Gemini's
// compatible endpoint, Ollama, vLLM): plain fetch, the tools offered with tool_choice "auto", and the
// reply's tool calls returned as a plan. It never runs anything itself.

export type ToolSpec = { name: string; description: string; parameters: Record<string, unknown> };
export type OpenAiOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number; fetch?: typeof fetch };

export const SYSTEM_PROMPT = [
  "You are the store assistant of a UK online shop (prices in GBP) selling retro handheld consoles and add-ons.",
  "You help the shop's operator manage products, add-ons, reviews, orders and media by calling the tools provided.",
  "Every tool call you make is shown to the operator, who approves or cancels it before anything runs, so propose",
  "the calls needed and explain briefly what they will do. To change a record you need its id: if you don't know it,",
  "propose the matching get_ tool first. Prices are in pounds (e.g. \"59.99\"). Attached files are listed with their",
  "url; use upload_image or upload_video with that url to place them. Never invent ids or urls.",
].join(" ");

const UNAVAILABLE = (detail: string) => new DomainError("unavailable", `The AI service could not plan this request: ${detail}`);

type ChatCompletion = {
  choices?: { message?: { content?: string | null; tool_calls?: { type?: string; function?: { name?: string; arguments?: string | object } }[] } }[];
  error?: { message?: string };
};

export async function openAiPlan(messages: readonly PlanMessage[], tools: readonly ToolSpec[], options: OpenAiOptions): Promise<Plan> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: options.model,
        messages: [{ role: "system", content: SYSTEM_PROMPT }, ...messages.map(({ role, content }) => ({ role, content }))],
        tools: tools.map((t) => ({ type: "function", function: { name: t.name, description: t.description, parameters: t.parameters } })),
        tool_choice: "auto",
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    throw UNAVAILABLE(timedOut ? "it did not answer in time." : "it could not be reached.");
  }

  let body: ChatCompletion;
  try {
    body = (await response.json()) as ChatCompletion;
  } catch {
    throw UNAVAILABLE(`it answered HTTP ${response.status} without JSON.`);
  }
  if (!response.ok) throw UNAVAILABLE(`HTTP ${response.status}${body.error?.message ? ` (${body.error.message})` : ""}.`);

  const message = body.choices?.[0]?.message;
  if (!message) throw UNAVAILABLE("its answer had no message.");
  const known = new Set(tools.map((t) => t.name));
  const toolCalls: ToolCall[] = [];
  const ignored: string[] = [];
  for (const tc of message.tool_calls ?? []) {
    const name = tc.function?.name ?? "";
    if (!known.has(name)) {
      ignored.push(name || "(unnamed)");
      continue;
    }
    toolCalls.push({ name, arguments: parseArguments(tc.function?.arguments) });
  }
  let text = message.content?.trim() || (toolCalls.length ? "Here is what I'd like to do. Please review and approve." : "I have no changes to propose.");
  if (ignored.length) text += `\n(I left out unknown operations: ${ignored.join(", ")}.)`;
  return { message: text, toolCalls };
}

function parseArguments(raw: string | object | undefined): Record<string, unknown> {
  if (!raw) return {};
  // OpenAI sends a JSON string; some compatible servers (older Ollama) send the object itself
  if (typeof raw === "object") return Array.isArray(raw) ? {} : (raw as Record<string, unknown>);
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw UNAVAILABLE("it proposed an operation with unreadable arguments.");
  }
}
