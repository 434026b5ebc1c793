// Refunds in an operator's words: an amount ("a fiver", "£2.50", "10 percent" of what was paid), half, the whole
// order or its items, back into stock or not. Money moves only as far as the words say, and never more than was
// paid: a refund above the order's total is asked about with the most that can go back.
import { findAmount, poundsText } from "./amounts.server";
import { askWith, call, isPlan, money, propose, type Intent } from "./kit.server";
import { itemNotOnOrder, orderOf } from "./order-selection.server";
import { backIntoStock } from "./refund-restock.server";
import { QUOTED } from "./spoken-punctuation.server";

const withoutOrderNumbers = (text: string) => text.replace(/\brh-?[0-9a-z]{10}\b|\b[0-9a-z]{10}\b/g, " ");

/** The words after an amount found in the text (where it was found), for what the number counts. */
const afterAmount = (text: string, found: { index: number; raw: string } | null) =>
  found ? withoutOrderNumbers(text).slice(found.index + found.raw.length) : "";

/** "give callum half his money back", "tom gets 50% of his order back", "half back to megan", "half of aisha's
 * money back": a share of what was paid, given back, is a refund (of that share). */
const SHARE_BACK = new RegExp(
  String.raw`\b(?:half|\d+(?:\.\d+)?\s*(?:%|percent\b|per\s+cent\b))\s+(?:of\s+)?(?:(?:her|his|their|the)\s+)?` +
    String.raw`(?:(?:[a-z]+(?:'s)?\s+)?(?:money|order|payment|cash)\s+)?back\b(?!\s+(?:in|into|on)\b)`,
);

/** A customer's money going back, without the word "refund" and without an amount: "give back money to callum",
 * "give callum back everything he paid", "pay tom back for the x55", "half of aisha's money back". */
const MONEY_BACK = new RegExp(
  String.raw`\b(?:give|pay|send)\s+back\s+(?:the\s+|her\s+|his\s+|their\s+)?money\b|` +
    String.raw`\b(?:give|pay|send)\s+[a-z]+\s+back\s+` +
    String.raw`(?:everything|all\b|the\s+lot|in\s+full|for\s+(?:the|her|his|their)\b)|` +
    String.raw`\b[a-z]+'s\s+money\s+back\b(?!\s+(?:guarantee|promise|policy))|` +
    // ("give megan all her money back", "give tom every penny back")
    String.raw`\b(?:give|pay|send)\s+[a-z]+\s+(?:all\s+(?:of\s+)?(?:her|his|their)\s+money|every\s+penny)\s+back\b` +
    // ("aisha wants every penny back", "he's asking for all his money back": the customer wants the whole of it)
    String.raw`|\b(?:wants?|wanted|needs?|asked\s+for|asking\s+for|should\s+get|gets?)\s+` +
    String.raw`(?:all\s+(?:of\s+)?(?:her|his|their)\s+money|every\s+penny|the\s+lot)\s+back\b`,
);

export const refundIntent: Intent = async (req) => {
  const refund = /\brefund\b|\b(?:give|pay|send)\s+(?:\w+\s+)?(?:her|his|their|them|the\s+customer)\s+money\s+back\b/;
  // "give tom £20 back", "give RH-… a fiver back": money given back is a refund
  // ("she wants £5 back on it", "sort tom out with a fiver back": money a customer is to get back)
  const wantsBack = new RegExp(
    String.raw`\b(?:wants?|wanted|needs?|asked\s+for|asking\s+for|owed|should\s+get|gets?|with)\s+` +
      String.raw`(?:£\S+|a\s+\w+|\d\S*(?:\s+quid)?)\s+back\b`,
  );
  // ("she's keeping it but wants something back - do £15": something back, the amount said after)
  const somethingBack =
    /\b(?:wants?|needs?|asked\s+for|asking\s+for|owed|should\s+get)\s+(?:something|some\s+money|a\s+bit|some)\s+back\b/;
  // (words quoted for a card are the owner's wording, never this request: "reply to dave 'refund on its way'")
  const said = req.text.replace(new RegExp(QUOTED.source, "g"), " ");
  const givenBack =
    (/\b(?:give|pay|send)\s+.+\s+back\b|^\S+\s+back\s+(?:to|for)\b/.test(said) ||
      wantsBack.test(said) ||
      somethingBack.test(said)) &&
    findAmount(withoutOrderNumbers(said))?.kind === "money";
  if (
    (!refund.test(said) && !givenBack && !SHARE_BACK.test(said) && !MONEY_BACK.test(said)) ||
    /\bcancel|\bnet\s+of\b/.test(req.text)
  )
    return null;
  const order = await orderOf(req, true);
  if (isPlan(order)) return order;
  const who = `${order.customerName}'s order ${order.orderNumber}`;
  const found = findAmount(withoutOrderNumbers(req.text));
  // "refund half of tom's order": half of what was paid, rounded down to the penny
  const half = found?.kind !== "money" && /\bhalf\b/.test(req.text) && !/\bhalf\s+(?:price|off)\b/.test(req.text);
  // "refund 2 of the r36s": a bare count before "of" or an item is how many, never £2
  // "refund one of the two r36s": the first number is how many, the second how many were bought
  // ("the price of one console": one of the order's consoles)
  const oneOf =
    req.text.match(/\b(one|\d+)\s+of\s+(?:the|her|his|their|them)\s+(?:\d+\s+)?[a-z]/)?.[1] ??
    req.text.match(/\b(one)\s+(?:consoles?|handhelds?)\b/)?.[1];
  const count =
    !!oneOf ||
    (/^\d+$/.test(found?.raw.trim() ?? "") && /^\s*(?:x\s+)?(?:of\b|[a-z])/.test(afterAmount(req.text, found)));
  const counted = oneOf ? (oneOf === "one" ? 1 : Number(oneOf)) : Number(found?.raw);
  // "refund aisha 10 percent": that share of what was paid, to the nearest penny
  const share = found?.kind === "percent" ? Math.round((order.total * found.percent) / 100) : null;
  const amount = half
    ? ({ kind: "money", pence: Math.floor(order.total / 2) } as const)
    : share !== null
      ? ({ kind: "money", pence: share } as const)
      : count
        ? null
        : found;
  // more than was paid cannot go back (the refund tool refuses it): asked, with the most that can be refunded
  if (amount?.kind === "money" && amount.pence > order.total)
    return askWith(
      `${who} came to ${money(order.total)}, so ${money(amount.pence)} is more than can be refunded. ` +
        `Refund it in full (at most ${money(order.total)}), or a smaller amount?`,
      [{ label: `Refund in full (${money(order.total)})`, prompt: `Refund ${order.orderNumber} in full` }],
    );
  if (amount?.kind === "money")
    return propose(`I'll refund ${money(amount.pence)} on ${who}. Please review and approve.`, [
      call("refund_order", { orderNumber: order.orderNumber, amount: poundsText(amount.pence) }),
    ]);
  const named = order.items.findIndex((item) =>
    item.name
      .toLowerCase()
      .split(/\s+/)
      // ("x55", "r36s": a model's short name counts as a whole word, so "r36s" never finds the R36 Ultra)
      .some(
        (w) =>
          (w.length > 3 && req.text.includes(w)) || (/\d/.test(w) && new RegExp(String.raw`\b${w}\b`).test(req.text)),
      ),
  );
  // ("refund both consoles", "refund her for that one console": the console is the order's one line of a product,
  // asked about as any refund without an item when the order has none or several)
  const products = new Set((await req.lookup.catalog()).filter((i) => i.kind === "product").map((i) => i.name));
  const consoles = order.items.flatMap((item, i) => (products.has(item.name) ? [i] : []));
  const onlyConsole = consoles.length === 1 ? consoles[0] : -1;
  // ("both consoles" on an order of one: the words and the order disagree, so it is asked)
  const agrees = onlyConsole >= 0 && (!/\bboth\b/.test(req.text) || order.items[onlyConsole].quantity === 2);
  const line = named < 0 && /\b(?:consoles?|handhelds?)\b/.test(req.text) && agrees ? onlyConsole : named;
  // "…and put it back in stock": the refunded items go back into stock (as typed too: "shelf" is no word the
  // spelling knows)
  const restock = backIntoStock(req.text) || backIntoStock(req.raw.toLowerCase()) ? { restock: true } : {};
  const back = "restock" in restock ? ", back into stock" : "";
  if (line >= 0 && !/\b(?:full|whole|everything|all)\b/.test(req.text)) {
    const listed = order.items[line];
    const item = count ? { ...listed, quantity: Math.min(listed.quantity, counted) } : listed;
    const what = count ? `${item.quantity} × ${item.name}` : `the ${item.name}`;
    return propose(`I'll refund ${what} on ${who}${back}. Please review and approve.`, [
      call("refund_order", {
        orderNumber: order.orderNumber,
        lines: [{ index: line, quantity: item.quantity }],
        ...restock,
      }),
    ]);
  }
  // money moves only as far as the words say: a refund with no amount, item or "in full" asks which
  const whole = new RegExp(
    String.raw`\b(?:full|fully|whole|everything|all|entire|money\s+back|every\s+penny|the\s+lot|rest|remaining|` +
      String.raw`remainder|balance)\b`,
  ).test(req.text);
  const notOnIt = whole ? null : await itemNotOnOrder(req, order);
  if (notOnIt) return notOnIt;
  if (!whole)
    return askWith(`How much of ${who} (${money(order.total)}) should I refund: all of it, or an amount?`, [
      { label: `Refund in full (${money(order.total)})`, prompt: `Refund ${order.orderNumber} in full` },
      { label: "Refund £5", prompt: `Refund £5 on ${order.orderNumber}` },
    ]);
  return propose(
    `I'll refund ${who} in full (${money(order.total)}, less any earlier refunds)${back}. Please review and approve.`,
    [call("refund_order", { orderNumber: order.orderNumber, full: true, ...restock })],
  );
};
