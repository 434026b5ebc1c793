// A price change tied to an event or a time ("15% off consoles for Black Friday", "half price this
// weekend", "a tenner off until Sunday") is a scheduled sale with its start and end, never a permanent
// overwrite; a date that has passed or cannot be pinned down is asked about.
import { formatPrice } from "~/lib/money";

import type { Plan } from "../assistant.schema";
import { findAmount, poundsText, priceChange, type Amount } from "./amounts.server";
import { matchCatalog } from "./entities.server";
import { eventPeriod, namesTime } from "./events.server";
import { askWith, call, isPlan, propose, type Intent, type Request } from "./kit.server";
import type { CatalogItem } from "./lookup";
import { QUOTED } from "./spoken-punctuation.server";

/** The text without model words ("x55", "r36s"), so their digits are not read as amounts. */
const withoutModels = (text: string) => text.replace(/\b[a-z]+\d+[a-z]*\b|\b\d+[a-z]{2,}\b/g, " ");

// "something for christmas", "cheap x55 for easter": a vague offer for a time is a sale whose amount is asked
const PRICE_WORDS = new RegExp(
  String.raw`\b(?:off|discount|discounted|sale|cheap|cheaper|reduce|reduced|knock|deals?|offers?|price|half|` +
    String.raw`markdown|something)\b|%|£`,
);

const OFF_THE_SITE = /\b(?:off|from)\s+(?:the\s+|our\s+)?(?:website|web\s*site|site|shop|store|webshop|listings?)\b/;

/** What the sale applies to: every product, every add-on, or the items named (each found exactly). */
async function targetOf(
  req: Request,
): Promise<{ target: "all_products" | "all_addons" } | { items: CatalogItem[] } | Plan | null> {
  const { text } = req;
  if (/\b(?:add[- ]?ons?|accessor(?:y|ies)|extras)\b/.test(text)) return { target: "all_addons" };
  const every = /\b(?:all|every|everything)\s+(?:the\s+|our\s+)?(?:consoles?|handhelds?|products?)\b/;
  if (/\b(?:consoles|products|handhelds)\b/.test(text) || every.test(text)) return { target: "all_products" };
  const catalog = await req.lookup.catalog();
  const parts = text.split(/\s*(?:,|\band\b|&|\+)\s*/);
  const items: CatalogItem[] = [];
  for (const part of parts) {
    const found = matchCatalog(part, catalog);
    if ("ambiguous" in found)
      return askWith(`Which do you mean: ${found.ambiguous.map((i) => i.name).join(" or ")}?`, []);
    if ("found" in found && !items.includes(found.found)) items.push(found.found);
  }
  return items.length ? { items } : null;
}

/** The words outside a quoted text or a note's text ("put a note on it: 'customer phoned 16/11'"): a date in what
 * is written down is kept in the note, never read as when a sale runs. */
const withoutFreeText = (text: string) =>
  text.replace(/\b(?:notes?|message|reply)\b[^:]*?(?::|\bsaying\b|\bthat\s+says\b).*$/, " ").replace(QUOTED, " ");

const offWords = (a: Amount) => (a.kind === "percent" ? `${a.percent}% off` : `£${poundsText(a.pence)} off`);

export const eventSaleIntent: Intent = async (req) => {
  const { text } = req;
  // "r36s down to 44.99 for the weekend", "make the x55 109.99 until sunday": a sale price, not an amount off
  const change = priceChange(withoutModels(text));
  // ("knock the x55 down to 109.99 for the weekend": the price it goes down to, not an amount off)
  const setsPrice =
    change?.mode === "set" &&
    (!/\b(?:off|half|discount|knock)\b|%/.test(text) || (/\bdown\s+to\s+£?\d/.test(text) && !/\boff\b|%/.test(text)));
  if (!namesTime(withoutFreeText(text)) || (!PRICE_WORDS.test(text) && !setsPrice)) return null;
  // ("take the x55 off the website for a bit": off the site is hidden, not money off, when no amount is said)
  if (OFF_THE_SITE.test(text) && !/£|%|\d/.test(withoutModels(text))) return null;
  if (/\b(?:code|codes|voucher|coupon|promo)\b/.test(text) || /\?$/.test(text)) return null;
  // "change the announcement bar to Summer sale" is words on the site, not a price
  if (/\b(?:announc\w*|banner|heading|headline|hero|subtitle|faq)\b/.test(text)) return null;
  // "ultra up £5 on friday", "raise the r36s by 10% this weekend": a sale only takes money off, so a rise for a
  // time is asked about rather than turned into its opposite
  const rises = change?.mode === "by" ? change.pence > 0 : change?.mode === "percent" && change.percent > 0;
  if (rises)
    return askWith(
      "A sale only takes money off, so a price rise cannot be scheduled for a time. " +
        "Should the price go up now, for good (e.g. “put the R36 Ultra up £5”)?",
      [],
    );
  const half = /\bhalf\s+(?:price|off)\b/.test(text);
  const found = half ? ({ kind: "percent", percent: 50 } as const) : findAmount(withoutModels(text));
  let amount: Amount | null = found && (found.kind === "money" || found.percent < 100) ? found : null;
  const target = await targetOf(req);
  if (isPlan(target)) return target;
  // "dock £3 off, sd card £2 off": one sale has one amount, so amounts that differ per item are asked about
  const amounts = new Set(
    [...withoutModels(text).matchAll(/£\s?\d+(?:\.\d{1,2})?|\d+(?:\.\d+)?\s?(?:%|quid|pounds?)/g)].map((m) =>
      m[0].replace(/\s/g, ""),
    ),
  );
  if (amounts.size > 1 && !setsPrice && target && "items" in target && target.items.length > 1)
    return askWith(
      `One sale takes one amount off. Which amount goes with ${target.items.map((i) => i.name).join(" and ")}? ` +
        "Each can be its own sale: e.g. “£3 off the dock for Black Friday and £2 off the SD card for Black Friday”.",
      [],
    );
  if (setsPrice && change.mode === "set") {
    const only = target && "items" in target && target.items.length === 1 ? target.items[0] : null;
    if (!only || only.price <= change.pence)
      return askWith(
        only
          ? `${only.name} is ${formatPrice(only.price)} now. How much off should the sale take, and when?`
          : "A sale takes an amount or a percentage off. How much off, on which item?",
        [],
      );
    amount = { kind: "money", pence: only.price - change.pence };
  }
  const reading = eventPeriod(text, req.raw, req.now);
  const what = !target
    ? null
    : "target" in target
      ? target.target === "all_addons"
        ? "all add-ons"
        : "all products"
      : target.items.map((i) => i.name).join(", ");
  if (!amount || !target)
    return askWith(
      "A price change for a time is a sale that starts and ends by itself. " +
        (!amount ? "How much off" : "Which products or add-ons") +
        (what ? ` (${what})` : "") +
        "? E.g. “15% off all consoles for Black Friday”.",
      [],
    );
  if (!reading || "unclear" in reading)
    return askWith(
      `${reading && "unclear" in reading ? reading.unclear : "When should it run?"} ` +
        `When should the sale of ${offWords(amount)} ${what} start and end (UK time)?`,
      [],
    );
  if ("past" in reading)
    return askWith(`${reading.past} When should the sale of ${offWords(amount)} ${what} run instead?`, []);
  const { period } = reading;
  const name = period.name ?? `${offWords(amount)} ${what}`.slice(0, 200);
  const args = {
    name,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    ...("target" in target
      ? { target: target.target, items: [] }
      : { target: "items", items: target.items.map((i) => ({ kind: i.kind, id: i.id })) }),
    ...(amount.kind === "percent"
      ? { discountType: "percent", percentOff: amount.percent }
      : { discountType: "amount", amountOff: poundsText(amount.pence) }),
  };
  return propose(
    `I'll schedule the sale “${name}”: ${offWords(amount)} ${what}, from ${period.startsAt.replace("T", " ")} ` +
      `to ${period.endsAt.replace("T", " ")} (UK time). Prices go back by themselves when it ends. ` +
      "Please review and approve.",
    [call("create_sale", args)],
  );
};

/** A call that changes a price for good (not a sale). */
export const changesPriceForGood = (c: { name: string; arguments: Record<string, unknown> }) =>
  ((c.name === "update_product" || c.name === "update_addon") && c.arguments.price !== undefined) ||
  (c.name === "bulk_update" &&
    Object.keys((c.arguments.change as Record<string, unknown>) ?? {}).some((k) => /price/i.test(k)));

/** Words of a promotion ("half price", "flash sale"): a price change said so is a sale unless it is said to
 * be for good. */
const PROMOTION = /\bhalf\s+(?:price|off)\b|\bflash\s+sale\b/;
const FOR_GOOD = /\b(?:permanent\w*|for\s+good|from\s+now\s+on|going\s+forward|new\s+price)\b/;

/** The last guard: a plan that would overwrite a price when the words name a time, or a promotion without
 * saying it is for good, asks instead. */
export function noPermanentPriceForTimes(text: string, plan: Plan): Plan {
  if (!plan.toolCalls.some(changesPriceForGood)) return plan;
  if (!namesTime(text) && !(PROMOTION.test(text) && !FOR_GOOD.test(text))) return plan;
  return askWith(
    "That names a time or a promotion, so it should be a sale that starts and ends by itself rather than a new " +
      "price for good. " +
      "How much off, on what, and from when to when (UK time)?",
    [],
  );
}
