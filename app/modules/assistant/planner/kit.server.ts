// What every intent of the built-in planner is made of: the request as typed and as read, the shop's
// look-ups, and the three kinds of answer — tool calls, a question with the closest readings as
// buttons, or the things it can do instead.
import { formatPrice } from "~/lib/money";
import type { Role } from "~/modules/auth/permissions";

import type { Plan, Suggestion, ToolCall } from "../assistant.schema";
import type { Resolved } from "./entities.server";
import type { CatalogItem, PlannerLookup } from "./lookup";

export type Request = {
  /** as typed (free text such as an announcement is taken from here) */
  raw: string;
  /** lower case, typos corrected, number words as digits */
  text: string;
  lookup: PlannerLookup;
  attachedImages: string[];
  now: Date;
  /** who asks: what the planner offers instead is only what this role may do (undefined: not known) */
  role?: Role | null;
};
/** An intent: its plan for a request, or null when the request is not about it. */
export type Intent = (req: Request) => Promise<Plan | null>;

export const call = (name: string, args: Record<string, unknown> = {}): ToolCall => ({ name, arguments: args });
/** A plan rather than the record a look-up found (a look-up answers a question or a refusal as a plan). */
export const isPlan = (x: unknown): x is Plan => !!x && typeof x === "object" && "toolCalls" in x;
export const propose = (message: string, toolCalls: ToolCall[]): Plan => ({ message, toolCalls });
export const answer = (message: string, toolCalls: ToolCall[]): Plan => ({ message, toolCalls });

export function askWith(message: string, suggestions: Suggestion[]): Plan {
  return { message, toolCalls: [], reply: "ask", suggestions };
}
export function decline(message: string, suggestions: Suggestion[]): Plan {
  return { message, toolCalls: [], reply: "decline", suggestions };
}

/** The same request, pinned to one reading: what a "which one?" button sends. */
export const pinned = (req: Request, label: string): Suggestion => ({ label, prompt: `${req.raw} (${label})` });

export const noun = (item: CatalogItem) => (item.kind === "product" ? "product" : "add-on");
export const money = formatPrice;

/** The question when a name matched several records or none; null when it matched one. */
export async function whichOne<T>(
  req: Request,
  resolved: Resolved<T>,
  label: (item: T) => string,
  what: string,
  closest: () => Promise<string[]>,
  /** what to offer when nothing is even close (the request named no record at all) */
  fallback: () => Promise<string[]> = async () => [],
): Promise<Plan | null> {
  if ("found" in resolved) return null;
  if ("ambiguous" in resolved) {
    const options = resolved.ambiguous.map(label);
    return askWith(
      `Which ${what} do you mean: ${options.join(" or ")}?`,
      options.map((o) => pinned(req, o)),
    );
  }
  const near = await closest();
  if (near.length === 0) {
    const offered = await fallback();
    return askWith(
      `I couldn't tell which ${what} you mean. Which one?`,
      offered.map((o) => pinned(req, o)),
    );
  }
  return askWith(
    `I couldn't find that ${what}. Did you mean ${near.join(", ")}?`,
    near.map((o) => pinned(req, o)),
  );
}

/** Words that point at a record, or say what is refunded or how, without naming anyone ("refund the order",
 * "hide that review", "refund the rest", "this morning's order"): one list for reviews and orders alike. */
export const NOT_A_NAME = new Set(
  `the a an it its this that them those these their his her our my your me us order orders review reviews one
  ones latest last newest recent customer customers everyone everybody all every some any money full fully in on
  for from by of to with please again too also parcel same rest remaining remainder balance amount item items
  postage shipping delivery difference back everything half refund cancel ship send give pay mark post dispatch
  morning afternoon evening night tonight lunchtime`.split(/\s+/),
);

/** A person the words name ("john smith's order", "refund sarah jones", "reviews by Dave Smith"), or null. */
export function personNamed(text: string): string | null {
  const found =
    text.match(/\b([a-z]+(?:\s+[a-z]+)?)'s?\s+(?:order|orders|parcel|review|reviews|one)\b/) ??
    text.match(/\b(?:by|from|for)\s+([a-z]+(?:\s+[a-z]+)?)\s*$/) ??
    text.match(/^\s*(?:refund|cancel)\s+([a-z]+(?:\s+[a-z]+)?)\s*$/) ??
    text.match(/\b(?:called|named)\s+([a-z]+\s+[a-z]+)\b/);
  const words = found?.[1].split(/\s+/).filter((w) => !NOT_A_NAME.has(w)) ?? [];
  // a first name and a surname: one word alone ("by smith") may be anyone's, so it is asked about
  return words.length >= 2 && words.every((w) => w.length > 1) ? words.join(" ") : null;
}
