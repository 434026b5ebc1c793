import type { Plan, ToolCall } from "./assistant.schema";
import { matchByName } from "./planner-text";

// The built-in planner's look-ups: names to records, with the questions it asks when a name matches
// nothing or more than one record.

export type CatalogItem = { kind: "product" | "addon"; id: string; name: string; status: string };
export type ReviewItem = { id: string; customerName: string; productName: string | null; status: string };

/** What the planner may look up to turn names into ids (all live records: the catalogue is small). */
export type PlannerLookup = {
  catalog(): Promise<CatalogItem[]>;
  reviews(): Promise<ReviewItem[]>;
  latestOrderNumber(): Promise<string | null>;
};

export type IntentContext = { lookup: PlannerLookup; attachedImages: string[] };

export const plan = (message: string, toolCalls: ToolCall[] = []): Plan => ({ message, toolCalls });
export const call = (name: string, args: Record<string, unknown> = {}): ToolCall => ({ name, arguments: args });

const KIND_WORDS = { product: "product", addon: "add-on" } as const;

/** "add-on", "addons" -> "addon"; "product" -> "product"; anything else: both kinds. */
export function kindsFrom(word: string | undefined): CatalogItem["kind"][] {
  if (!word) return ["product", "addon"];
  return /add-?ons?/i.test(word) ? ["addon"] : ["product"];
}

/** The one product or add-on a name means, or the planner's question when it is none or several. */
export async function resolveItem(
  ctx: IntentContext,
  name: string,
  kinds: CatalogItem["kind"][],
): Promise<CatalogItem | Plan> {
  const items = (await ctx.lookup.catalog()).filter((item) => kinds.includes(item.kind));
  const found = matchByName(items, name);
  const noun = kinds.length === 2 ? "product or add-on" : KIND_WORDS[kinds[0]];
  if (found.length === 0) return plan(`I couldn't find a ${noun} called "${name}".`);
  if (found.length > 1) {
    const nouns = kinds.length === 2 ? "products and add-ons" : `${KIND_WORDS[kinds[0]]}s`;
    return plan(
      `Several ${nouns} match "${name}": ${found.map((p) => `"${p.name}"`).join(", ")}. Which one do you mean?`,
    );
  }
  return found[0];
}

export const isPlan = (value: CatalogItem | Plan): value is Plan => "toolCalls" in value;

/** Every review by a customer (by name, roughly). */
export async function reviewsBy(ctx: IntentContext, name: string): Promise<ReviewItem[]> {
  const reviews = await ctx.lookup.reviews();
  const matched = matchByName(
    reviews.map((r) => ({ ...r, name: r.customerName })),
    name,
  );
  // one customer may have written several reviews: all of that exact name
  const names = new Set(matched.map((r) => r.customerName));
  return names.size === 1 ? reviews.filter((r) => names.has(r.customerName)) : matched;
}
