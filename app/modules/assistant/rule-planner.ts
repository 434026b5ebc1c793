import type { Plan, PlanMessage, ToolCall } from "./assistant.schema";

// The built-in planner, used when no AI endpoint is configured (AI_BASE_URL unset): it understands
// the quick prompts and a few plain commands, and otherwise says what it can do. Like the language
// model, it only proposes tool calls; nothing runs until the operator approves them.

/** Name look-ups the planner needs to turn "publish product R36 Ultra" into an id. */
export type PlannerLookup = {
  findProducts(name: string): Promise<{ id: string; name: string; status: string }[]>;
  findReviews(customerName: string): Promise<{ id: string; customerName: string; productName: string | null }[]>;
};

export const RULE_PLANNER_HELP = [
  "I'm the built-in assistant (no AI model is configured), so I understand these requests:",
  '- "Show draft products" or "Show published products"',
  '- "Show today\'s orders" or "Show orders"',
  '- "Show current site settings", "Show reviews", "Show add-ons"',
  '- "Mark order RH-XXXXXXXXXX as shipped with tracking ABC123"',
  '- "Publish product <name>" or "Unpublish product <name>"',
  '- "Delete product <name>", "Hide review by <name>", "Delete review by <name>"',
  '- With an attached image: "Use this image for product <name>"',
].join("\n");

const plan = (message: string, toolCalls: ToolCall[] = []): Plan => ({ message, toolCalls });
const call = (name: string, args: Record<string, unknown> = {}): ToolCall => ({ name, arguments: args });
const clean = (s: string) => s.trim().replace(/^["'“”‘’]+|["'“”‘’.!?]+$/g, "").trim();

/** Picks the one product a name means: an exact (case-insensitive) match wins over partial ones. */
function pickOne<T extends { name: string }>(rows: T[], name: string): T | T[] | null {
  if (rows.length === 0) return null;
  const exact = rows.filter((r) => r.name.toLowerCase() === name.toLowerCase());
  if (exact.length === 1) return exact[0];
  return rows.length === 1 ? rows[0] : rows;
}

export async function rulePlan(messages: readonly PlanMessage[], lookup: PlannerLookup): Promise<Plan> {
  const last = [...messages].reverse().find((m) => m.role === "user");
  // The attachment note (see withAttachmentNote) is for language models; commands are in the first part.
  const [command, note = ""] = (last?.content ?? "").split("\n\nAttachments:");
  const text = command.trim();
  const lower = text.toLowerCase();
  const attachedImages = [...note.matchAll(/^- image .*?at (\/uploads\/\S+)$/gm)].map((m) => m[1]);

  const order = text.match(/\border\s+(RH-[0-9A-Z]{4,12})\b.*?\b(?:as\s+)?(shipped|processing|pending)\b(?:.*?\btracking(?:\s+number)?\s*(?:number\s*)?(?:is\s+|of\s+|:\s*)?([A-Za-z0-9-]{3,40}))?/i);
  if (order) {
    const [, orderNumber, status, tracking] = order;
    const args: Record<string, unknown> = { orderNumber: orderNumber.toUpperCase(), status: status.toLowerCase() };
    if (tracking) args.trackingNumber = tracking.toUpperCase();
    const extra = tracking ? ` with tracking number ${tracking.toUpperCase()}` : "";
    return plan(`I'll mark order ${args.orderNumber} as ${args.status}${extra}. Please review and approve.`, [call("update_order", args)]);
  }

  const useImage = text.match(/^\s*(?:use|set)\s+(?:this|the attached)\s+image\s+(?:for|as the image of|on)\s+(?:the\s+)?product\s+(.+)$/i);
  if (useImage) {
    const name = clean(useImage[1]);
    const url = attachedImages.at(-1);
    if (!url) return plan("Please attach the image first (Attach files), then ask again.");
    const found = pickOne(await lookup.findProducts(name), name);
    if (!found) return plan(`I couldn't find a product called "${name}".`);
    if (Array.isArray(found)) return plan(`Several products match "${name}": ${found.map((p) => `"${p.name}"`).join(", ")}. Which one do you mean?`);
    return plan(`I'll make the attached image the main image of "${found.name}". Please review and approve.`, [
      call("upload_image", { url, target: "product", id: found.id }),
    ]);
  }

  const product = text.match(/^\s*(publish|unpublish|delete|remove)\s+(?:the\s+)?product\s+(.+)$/i);
  if (product) {
    const verb = product[1].toLowerCase();
    const name = clean(product[2]);
    const found = pickOne(await lookup.findProducts(name), name);
    if (!found) return plan(`I couldn't find a product called "${name}".`);
    if (Array.isArray(found)) return plan(`Several products match "${name}": ${found.map((p) => `"${p.name}"`).join(", ")}. Which one do you mean?`);
    if (verb === "delete" || verb === "remove") {
      return plan(`I'll delete the product "${found.name}". This cannot be undone. Please review and approve.`, [call("delete_product", { id: found.id })]);
    }
    const status = verb === "publish" ? "published" : "draft";
    return plan(`I'll set the product "${found.name}" to ${status}. Please review and approve.`, [call("update_product", { id: found.id, status })]);
  }

  const review = text.match(/^\s*(delete|remove|hide|publish|show)\s+(?:the\s+)?reviews?\s+(?:by|from)\s+(.+)$/i);
  if (review) {
    const verb = review[1].toLowerCase();
    const name = clean(review[2]);
    const found = await lookup.findReviews(name);
    if (found.length === 0) return plan(`I couldn't find a review by "${name}".`);
    const count = found.length === 1 ? "the review" : `${found.length} reviews`;
    if (verb === "delete" || verb === "remove") {
      return plan(`I'll delete ${count} by ${name}. This cannot be undone. Please review and approve.`, found.map((r) => call("delete_review", { id: r.id })));
    }
    const status = verb === "hide" ? "hidden" : "published";
    return plan(`I'll set ${count} by ${name} to ${status}. Please review and approve.`, found.map((r) => call("update_review", { id: r.id, status })));
  }

  if (/\bsettings?\b/.test(lower)) return plan("I'll fetch the current site settings.", [call("get_settings")]);
  if (/\bdrafts?\b/.test(lower) && /\bproducts?\b/.test(lower)) return plan("I'll list the draft products.", [call("get_products", { status: "draft" })]);
  if (/\bpublished\b/.test(lower) && /\bproducts?\b/.test(lower)) return plan("I'll list the published products.", [call("get_products", { status: "published" })]);
  if (/\btoday\b/.test(lower) && /\borders?\b/.test(lower)) return plan("I'll list today's orders.", [call("get_orders", { date: "today" })]);
  if (/^\s*(show|list|view|get|find)\b/.test(lower)) {
    if (/\borders?\b/.test(lower)) return plan("I'll list the most recent orders.", [call("get_orders")]);
    if (/\badd-?ons?\b/.test(lower)) return plan("I'll list the add-ons.", [call("get_addons")]);
    if (/\breviews?\b/.test(lower)) return plan("I'll list the reviews.", [call("get_reviews")]);
    if (/\bproducts?\b/.test(lower)) return plan("I'll list the products.", [call("get_products")]);
  }
  return plan(RULE_PLANNER_HELP);
}
