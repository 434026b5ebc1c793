import { slugify } from "~/lib/schema-fields";

import type { Plan } from "./assistant.schema";
import { call, isPlan, kindsFrom, plan, resolveItem, reviewsBy, type IntentContext } from "./planner-resolve";
import { cleanName, parseAmount } from "./planner-text";

// Everything the built-in planner understands, as one table: each entry's pattern, what it proposes,
// a help line and example phrasings. The chat's help text is generated from `help` and the first
// example; the unit test runs every example (rule-planner.test.ts).

export type Intent = {
  help: string;
  examples: string[];
  pattern: RegExp;
  plan(match: RegExpMatchArray, ctx: IntentContext): Promise<Plan>;
};

const ORDER = /RH-[0-9A-Z]{4,12}/i.source;
const KIND = /(?:the\s+)?(?:(product|add-?on)\s+)?/i.source;
const noun = (kind: "product" | "addon") => (kind === "product" ? "product" : "add-on");
const updateTool = (kind: "product" | "addon") => (kind === "product" ? "update_product" : "update_addon");
const PERIOD = (text: string) => (/\bweek/i.test(text) ? "this_week" : /\btoday/i.test(text) ? "today" : "any");
const PERIOD_WORDS = { this_week: " this week", today: " today", any: "" } as const;

async function orderCall([, number, latest, status, tracking]: RegExpMatchArray, ctx: IntentContext): Promise<Plan> {
  const orderNumber = number ? number.toUpperCase() : await ctx.lookup.latestOrderNumber();
  if (!orderNumber)
    return plan(latest ? "There are no orders yet." : "Which order? Give its number, e.g. RH-7K3M9Q2XPA.");
  const args: Record<string, unknown> = { orderNumber, status: status.toLowerCase() };
  if (tracking) args.trackingNumber = tracking.toUpperCase();
  const extra = tracking ? ` with tracking number ${tracking.toUpperCase()}` : "";
  return plan(`I'll mark order ${orderNumber} as ${args.status}${extra}. Please review and approve.`, [
    call("update_order", args),
  ]);
}

export const INTENTS: Intent[] = [
  {
    help: "Mark an order (or the latest order) as shipped with a tracking number",
    examples: [
      "Mark order RH-7K3M9Q2XPA as shipped with tracking ABC123",
      "mark the latest order as shipped with tracking zx9",
      "mark order rh-7k3m9q2xpa as shipped",
    ],
    pattern: new RegExp(
      `^(?:mark|set)\\s+(?:order\\s+(${ORDER})|(the\\s+(?:latest|last|newest)\\s+order))` +
        String.raw`\s+(?:as|to)\s+(shipped|processing|pending)` +
        String.raw`(?:\s+with\s+tracking(?:\s+number)?\s+([A-Za-z0-9-]{3,40}))?$`,
      "i",
    ),
    plan: orderCall,
  },
  {
    help: "Set an order to processing (or pending)",
    examples: ["Set order RH-7K3M9Q2XPA to processing"],
    pattern: new RegExp(`^set\\s+order\\s+(${ORDER})()\\s+to\\s+(processing|pending)()$`, "i"),
    plan: orderCall,
  },
  {
    help: "With an attached image: use it for a product",
    examples: ["Use this image for product X55 Console"],
    pattern: /^(?:use|set)\s+(?:this|the attached)\s+image\s+(?:for|as the image of|on)\s+(?:the\s+)?product\s+(.+)$/i,
    async plan([, name], ctx) {
      const url = ctx.attachedImages.at(-1);
      if (!url) return plan("Please attach the image first (Attach files), then ask again.");
      const found = await resolveItem(ctx, cleanName(name), ["product"]);
      if (isPlan(found)) return found;
      return plan(`I'll make the attached image the main image of "${found.name}". Please review and approve.`, [
        call("upload_image", { url, target: "product", id: found.id }),
      ]);
    },
  },
  {
    help: "Hide, publish or delete the reviews by a customer",
    examples: ["Hide the review by Tom Smith", "publish the review by tom smith", "Delete the review by Jane Doe"],
    pattern: /^(hide|publish|show|unhide|delete|remove)\s+(?:the\s+)?reviews?\s+(?:by|from)\s+(.+)$/i,
    async plan([, verb, rawName], ctx) {
      const name = cleanName(rawName);
      const found = await reviewsBy(ctx, name);
      if (found.length === 0) return plan(`I couldn't find a review by "${name}".`);
      const count = found.length === 1 ? "the review" : `${found.length} reviews`;
      const who = found[0].customerName;
      if (/delete|remove/i.test(verb))
        return plan(
          `I'll delete ${count} by ${who}. Please review and approve.`,
          found.map((r) => call("delete_review", { id: r.id })),
        );
      const status = /hide/i.test(verb) ? "hidden" : "published";
      return plan(
        `I'll set ${count} by ${who} to ${status}. Please review and approve.`,
        found.map((r) => call("update_review", { id: r.id, status })),
      );
    },
  },
  {
    help: "Set the price of a product or add-on (89.99, £89.99 or 8999p)",
    examples: [
      "Set the price of R36 Ultra to 89.99",
      "set the price of r36 ultra to £89.99",
      "Set the price of add-on Carry Case to 1299p",
    ],
    pattern: new RegExp(`^(?:set|change|make)\\s+(?:the\\s+)?price\\s+(?:of\\s+)?${KIND}(.+?)\\s+to\\s+(\\S+)$`, "i"),
    async plan([, kind, name, amount], ctx) {
      const price = parseAmount(amount);
      if (!price) return plan(`I couldn't read "${amount}" as an amount. Write it as 89.99, £89.99 or 8999p.`);
      const found = await resolveItem(ctx, cleanName(name), kindsFrom(kind));
      if (isPlan(found)) return found;
      return plan(
        `I'll set the price of ${noun(found.kind)} "${found.name}" to £${price}. Please review and approve.`,
        [call(updateTool(found.kind), { id: found.id, price })],
      );
    },
  },
  {
    help: "Set the stock of a product",
    examples: ["Set the stock of R36 Ultra to 25"],
    pattern: /^(?:set|change)\s+(?:the\s+)?stock\s+(?:of|for)\s+(?:the\s+)?(?:product\s+)?(.+?)\s+to\s+(\d{1,7})$/i,
    async plan([, name, stock], ctx) {
      const found = await resolveItem(ctx, cleanName(name), ["product"]);
      if (isPlan(found)) return found;
      return plan(`I'll set the stock of "${found.name}" to ${stock}. Please review and approve.`, [
        call("update_product", { id: found.id, stockQuantity: Number(stock) }),
      ]);
    },
  },
  {
    help: "Create a draft product with a price",
    examples: ["Create a draft product Pocket Boy priced £49.99"],
    pattern: new RegExp(
      String.raw`^(?:create|add)\s+(?:a\s+)?(?:new\s+)?(?:draft\s+)?product\s+(?:called\s+|named\s+)?(.+?)` +
        String.raw`\s+(?:priced|priced at|at|for|costing)\s+(\S+)$`,
      "i",
    ),
    async plan([, rawName, amount]) {
      const price = parseAmount(amount);
      if (!price) return plan(`I couldn't read "${amount}" as an amount. Write it as 89.99, £89.99 or 8999p.`);
      const name = cleanName(rawName);
      return plan(`I'll create the draft product "${name}" at £${price}. Please review and approve.`, [
        call("create_product", { name, slug: slugify(name), price, status: "draft" }),
      ]);
    },
  },
  {
    help: "Publish or unpublish a product or add-on",
    examples: ["Publish product R36 Console", "unpublish r36 ultra", "Publish the add-on Carry Case"],
    pattern: new RegExp(`^(publish|unpublish)\\s+${KIND}(.+)$`, "i"),
    async plan([, verb, kind, name], ctx) {
      const found = await resolveItem(ctx, cleanName(name), kindsFrom(kind));
      if (isPlan(found)) return found;
      const status = /^unpublish/i.test(verb) ? "draft" : "published";
      return plan(`I'll set the ${noun(found.kind)} "${found.name}" to ${status}. Please review and approve.`, [
        call(updateTool(found.kind), { id: found.id, status }),
      ]);
    },
  },
  {
    help: "Delete a product or add-on",
    examples: ["Delete product R36 Console", "delete add-on Carry Case"],
    pattern: /^(?:delete|remove)\s+(?:the\s+)?(product|add-?on)\s+(.+)$/i,
    async plan([, kind, name], ctx) {
      const found = await resolveItem(ctx, cleanName(name), kindsFrom(kind));
      if (isPlan(found)) return found;
      return plan(`I'll delete the ${noun(found.kind)} "${found.name}". Please review and approve.`, [
        call(found.kind === "product" ? "delete_product" : "delete_addon", { id: found.id }),
      ]);
    },
  },
  {
    help: "Put every product or add-on on sale at a percentage off",
    examples: ["Put all add-ons on sale at 10% off"],
    pattern: new RegExp(
      String.raw`^(?:put\s+)?(?:all|every)\s+(?:the\s+)?(add-?ons?|products?|consoles?)` +
        String.raw`\s+on\s+sale\s+at\s+(\d{1,2}(?:\.\d+)?)%\s*off$`,
      "i",
    ),
    async plan([, kind, percent]) {
      const target = kindsFrom(kind)[0] === "addon" ? "addons" : "products";
      return plan(
        `I'll take ${percent}% off the price of every ` +
          `${target === "addons" ? "add-on" : "product"}. Please review and approve.`,
        [call("bulk_update", { target, filter: {}, change: { changePriceByPercent: -Number(percent) } })],
      );
    },
  },
  {
    help: "Raise or lower every product's or add-on's price by an amount or a percent",
    examples: ["Raise every console's price by £5", "lower all add-on prices by 10%"],
    pattern: new RegExp(
      String.raw`^(raise|increase|lower|reduce|cut)\s+(?:the\s+price\s+of\s+)?(?:all|every)\s+(?:the\s+)?` +
        String.raw`(add-?ons?|products?|consoles?)(?:'s|’s|s')?\s*(?:prices?)?\s+by\s+(\S+)$`,
      "i",
    ),
    async plan([, verb, kind, amount]) {
      const target = kindsFrom(kind)[0] === "addon" ? "addons" : "products";
      const sign = /raise|increase/i.test(verb) ? 1 : -1;
      const percent = amount.match(/^(\d{1,3}(?:\.\d+)?)%$/);
      const pounds = percent ? null : parseAmount(amount);
      if (!percent && !pounds)
        return plan(`I couldn't read "${amount}" as an amount. Write it as £5, 5.00, 500p or 10%.`);
      const change = percent
        ? { changePriceByPercent: sign * Number(percent[1]) }
        : { changePriceByPence: sign * Math.round(Number(pounds) * 100) };
      const words = percent ? `${percent[1]}%` : `£${pounds}`;
      return plan(
        `I'll ${sign > 0 ? "raise" : "lower"} the price of every ` +
          `${target === "addons" ? "add-on" : "product"} by ${words}. Please review and approve.`,
        [call("bulk_update", { target, filter: {}, change })],
      );
    },
  },
  {
    help: "What sold best today, this week or ever",
    examples: ["What sold best this week?", "show best sellers"],
    pattern: /\b(?:sold\s+best|best[- ]?sell(?:ers?|ing)|top[- ]?sell(?:ers?|ing)|sold\s+the\s+most)\b/i,
    async plan(match) {
      const period = PERIOD(match.input ?? "");
      return plan(`Here is what sold best${PERIOD_WORDS[period]}.`, [call("get_best_sellers", { date: period })]);
    },
  },
  {
    help: "Show draft or published products",
    examples: ["Show draft products", "show published products", "list products"],
    pattern: /^(?:show|list|view|get|find)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(draft|published)?\s*products$/i,
    async plan([, status]) {
      return status
        ? plan(`Here are the ${status.toLowerCase()} products.`, [
            call("get_products", { status: status.toLowerCase() }),
          ])
        : plan("Here are the products.", [call("get_products")]);
    },
  },
  {
    help: "Show add-ons (draft or published)",
    examples: ["Show add-ons", "show draft add-ons"],
    pattern: /^(?:show|list|view|get|find)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(draft|published)?\s*add-?ons$/i,
    async plan([, status]) {
      return status
        ? plan(`Here are the ${status.toLowerCase()} add-ons.`, [call("get_addons", { status: status.toLowerCase() })])
        : plan("Here are the add-ons.", [call("get_addons")]);
    },
  },
  {
    help: "Show reviews (published or hidden)",
    examples: ["Show reviews", "show hidden reviews"],
    pattern: /^(?:show|list|view|get|find)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?(hidden|published)?\s*reviews$/i,
    async plan([, status]) {
      return status
        ? plan(`Here are the ${status.toLowerCase()} reviews.`, [call("get_reviews", { status: status.toLowerCase() })])
        : plan("Here are the reviews.", [call("get_reviews")]);
    },
  },
  {
    help: "Show today's, this week's or pending orders",
    examples: ["Show today's orders", "show this week's orders", "show pending orders", "show orders"],
    pattern: new RegExp(
      String.raw`^(?:show|list|view|get|find)\s+(?:me\s+)?(?:all\s+)?(?:the\s+)?` +
        String.raw`(today'?s|this\s+week'?s|pending|processing|shipped|recent|latest)?` +
        String.raw`\s*orders(?:\s+(today|this\s+week))?$`,
      "i",
    ),
    async plan(match) {
      const words = match[0];
      const period = PERIOD(words);
      const status = match[1]?.match(/^(pending|processing|shipped)$/i)?.[1]?.toLowerCase();
      const args: Record<string, unknown> = period === "any" ? {} : { date: period };
      if (status) args.status = status;
      return plan(`Here are the ${status ? `${status} ` : ""}orders${PERIOD_WORDS[period]}.`, [
        call("get_orders", args),
      ]);
    },
  },
  {
    help: "Show the current site settings",
    examples: ["Show current site settings", "show settings"],
    pattern: /^(?:show|list|view|get|what are)\s+(?:me\s+)?(?:the\s+)?(?:current\s+)?(?:site\s+)?settings$/i,
    async plan() {
      return plan("Here are the current site settings.", [call("get_settings")]);
    },
  },
  {
    help: "Show the recent activity (who changed what)",
    examples: ["Show recent activity"],
    pattern: /^(?:show|list|view)\s+(?:me\s+)?(?:the\s+)?(?:recent\s+|latest\s+)?(?:activity|changes)(?:\s+log)?$/i,
    async plan() {
      return plan("Here are the latest changes to the store.", [call("get_activity")]);
    },
  },
];
