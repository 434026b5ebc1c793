// Money moves one order at a time: "cancel everything", "refund all orders today" is declined with the reason and
// the orders it could start with, unless the words name one order in full ("refund tom everything").
import { formatPrice } from "~/lib/money";

import type { Plan, Suggestion } from "../assistant.schema";
import { decline, type Request } from "./kit.server";
import { offersFor } from "./roles.server";
import { wordsOf } from "./words.server";

/** "Cancel everything", "refund all orders today": a cancellation or refund of many orders at once. */
const MANY = String.raw`\b(?:all|every|everything|everyone|everybody|each|lot)\b`;
const MONEY_VERB = String.raw`\b(?:cancell?|refund)\b`;
const MANY_ORDERS_MONEY = new RegExp(`${MONEY_VERB}.*${MANY}|\\b(?:all|every)\\b.*${MONEY_VERB}`);

/** "refund tom everything", "refund all of megan's order", "refund aisha the lot", "refund him every penny": one
 * order, in full (no plural, nobody else). */
const IN_FULL = /\b(?:everything|the\s+lot|every\s+penny|all\s+of\s+(?:\w+'s|her|his|their|the|this|that)\s+order)\b/;
const oneOrderInFull = (text: string) =>
  IN_FULL.test(text) &&
  !/\b(?:orders|every|everyone|everybody|each|lot|all\s+(?!of\b))\b/.test(
    text.replace(/\ball\s+of\b|\bthe\s+lot\b|\bevery\s+penny\b/g, ""),
  );

/** The words name an order: its number, or the first name of a customer who has one. */
async function namesOneOrder(req: Request): Promise<boolean> {
  if (/\brh-?[0-9a-z]{10}\b/.test(req.text)) return true;
  const words = new Set(wordsOf(req.text));
  return (await req.lookup.orders()).some((o) => words.has(wordsOf(o.customerName)[0] ?? ""));
}

/** Money moves one order at a time: declined with the reason, and the orders it could start with. */
export async function declineManyOrders(req: Request): Promise<Plan> {
  const verb = /\brefund\b/.test(req.text) ? "Refund" : "Cancel";
  const tool = verb === "Refund" ? "refund_order" : "cancel_order";
  const orders = (await req.lookup.orders()).filter((o) => o.status !== "cancelled").slice(0, 3);
  return decline(
    "I can't cancel or refund several orders at once: money moves one order at a time, so each cancellation " +
      "or refund gets its own review card with its amount. Here is where to start:",
    offersFor(req.role, [
      ...orders.map((o): [string, Suggestion] => [
        tool,
        {
          label: `${verb} ${o.orderNumber} (${o.customerName}, ${formatPrice(o.total)})`,
          prompt: `${verb} order ${o.orderNumber}`,
        },
      ]),
      ["get_orders", { label: "Which orders haven't shipped yet?", prompt: "Which orders haven't shipped yet?" }],
      ["get_orders", { label: "Show today's orders", prompt: "Show today's orders" }],
    ]),
  );
}

/** A cancellation or refund of many orders at once, not one order named in full. */
export async function movesMoneyOnManyOrders(req: Request): Promise<boolean> {
  return MANY_ORDERS_MONEY.test(req.text) && !(oneOrderInFull(req.text) && (await namesOneOrder(req)));
}
